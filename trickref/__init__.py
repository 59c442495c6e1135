"""The ``trickref`` command line and its presentation, above the engine (``reference``) and the
conformance suite (``conformance``): nothing below imports from here (tests/test_layering.py).

``__version__`` is the package version, which is the corpus version (pyproject.toml reads it from
conformance/corpus/manifest.json): the installed distribution's, or the manifest's when this
checkout runs without being installed. It is worked out when first asked for (PEP 562's module
``__getattr__``): ``importlib.metadata`` costs every command about 0.05 s of start-up (issue 27),
and only ``--version`` and a few callers need it.
"""

from __future__ import annotations

import json
from functools import cache


@cache
def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("trickref")
    except PackageNotFoundError:
        # imported only here: the pytest plugin imports this package in every pytest run, and a
        # user's own `conformance` package must not be shadowed by ours (trickref/pytest_plugin.py)
        from conformance import CORPUS_DIR

        manifest = json.loads((CORPUS_DIR / "manifest.json").read_text(encoding="utf-8"))
        found = manifest.get("corpus_version") if isinstance(manifest, dict) else None
        return found if isinstance(found, str) else "unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return _version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
