"""The conformance suite as pytest tests: ``pytest --trickref-impl CMD`` starts the adapter, builds
the suite for its declaration exactly as ``trickref conformance run`` does, and collects one item
per case, named by the case id (``trickref::smear/play/jick-only-trump-must-follow-trump``). So
``-k``, ``-x``, ``--lf``, ``--junitxml`` and xdist's ``-n`` work as for any test
(trickref/pytest_cases.py collects and judges them).

Registered through the ``pytest11`` entry point (pyproject.toml), so it is loaded by every pytest
run in an environment where trickref is installed. Without ``--trickref-impl`` it only adds its
options: it imports nothing of trickref's (a project with its own ``conformance`` package keeps
it), collects nothing and touches no hook of the run.
"""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("trickref", "the trickref conformance suite as pytest items (conformance/README.md)")
    add = group.addoption
    add("--trickref-impl", metavar="CMD", default=None,
        help="run the conformance suite against this adapter command (split like a shell command line; "
             "a leading python is this Python): one test item per case")
    add("--trickref-suite", choices=("declared", "corpus"), default="declared",
        help="declared (default): the suite for the adapter's hello, as 'trickref conformance run' builds it; "
             "corpus: the corpus cases only")
    add("--trickref-corpus", type=Path, default=None, metavar="DIR",
        help="a corpus folder (a downloaded corpus, or one pinned with 'export --for-hello')")
    add("--trickref-require-version", default=None, metavar="X.Y.Z", help="insist on this corpus version")
    add("--trickref-case", action="append", type=Path, default=[], metavar="FILE",
        help="run these case files instead of a corpus (repeatable)")
    add("--trickref-id", action="append", default=[], metavar="GLOB", help="case ids (glob; repeatable, any matches)")
    add("--trickref-game", default=None, metavar="NAME", help="one game's cases")
    add("--trickref-tag", action="append", default=[], metavar="TAG", help="cases with this tag (glob; repeatable, all match)")
    add("--trickref-rule", action="append", default=[], metavar="ID", help="cases citing this SPEC id or one under it")
    # the levels are checked when the suite is built (their list lives in conformance/, not imported here)
    add("--trickref-level", action="append", default=[], metavar="LEVEL", help="cases of this level: must, should or may (repeatable)")
    add("--trickref-skip-file", type=Path, default=None, metavar="FILE",
        help="known failures, one id or glob per line: strict xfail items")
    add("--trickref-timeout", type=float, default=10.0, metavar="SECONDS", help="per case (default 10)")
    add("--trickref-cache", type=Path, default=None, metavar="DIR",
        help="where generated cases are cached (default $XDG_CACHE_HOME/trickref/suites)")
    add("--trickref-no-cache", action="store_true", default=False, help="build the generated cases afresh")
    add("--trickref-cases-dir", type=Path, default=Path("trickref-failures"), metavar="DIR",
        help="where failing generated and tailored cases are written for explain (default ./trickref-failures)")


def pytest_configure(config: pytest.Config) -> None:
    impl = config.getoption("trickref_impl")
    if isinstance(impl, str):
        # imported here, not at the top: without the option the plugin must stay inert
        from trickref.pytest_cases import SuitePlugin

        config.pluginmanager.register(SuitePlugin(config, impl), SuitePlugin.NAME)
