"""The pytest items of ``pytest --trickref-impl CMD`` (registered by trickref/pytest_plugin.py only
with that option): the adapter is started once per pytest process, its suite built for its
declaration as ``trickref conformance run`` builds it (conformance/run/loop.py), and each case is
one item named by its id. A failing case fails its item with the run's own text report of it
(every mismatch with its SPEC rules, the first divergence, the action it turns on, the case file,
the repro and explain commands); a case outside the declaration is a skipped item; a skip-file
entry is a strict xfail (a listed case that passes fails the run, as a stale entry does in
``run``). Bad input (a corpus, a skip file, the hello's declaration) or an adapter that cannot
start is one collection error naming it, never a traceback.

Under xdist each worker collects (and so starts its own adapter and builds the same suite: the
suite is a function of the corpus and the hello, and generated cases come from the cache).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Generator
from pathlib import Path

import pytest

from conformance import CORPUS_DIR
from conformance.case.corpus import Corpus, load_case_files, load_corpus
from conformance.case.format import LEVELS, BadCase, Case
from conformance.case.verdict import Outcome
from conformance.errors import CannotRun, UsageError
from conformance.protocol.session import Runner, SessionConfig
from conformance.run.divergence import first_divergence
from conformance.run.findings import findings
from conformance.run.loop import MAX_SHARPENED, RunResult, write_case
from conformance.run.reports_text import case_lines
from conformance.run.select import Selection, select_cases
from conformance.run.skips import SkipList, check_skip_list, read_skip_list
from conformance.run.tested import tested_rules
from conformance.suite.build import build_suite
from conformance.suite.cache import default_cache
from conformance.suite.declaration import BadDeclaration, outside
from trickref.commands.conformance import check_game

SUITE_NAME = "trickref"  # the collector every case item sits under: node ids are trickref::<case id>
BAD_INPUT = (BadCase, BadDeclaration, UsageError, CannotRun, OSError)


@dataclasses.dataclass
class Options:
    """What the ``--trickref-*`` options say, read and checked once."""

    impl: str
    suite: str
    corpus: Path | None
    require_version: str | None
    cases: list[Path]
    selection: Selection
    skip_file: Path | None
    timeout: float
    cache: Path | None
    cases_dir: Path

    @classmethod
    def of(cls, config: pytest.Config, impl: str) -> Options:
        def get(name: str) -> object:
            return config.getoption(f"trickref_{name}")

        levels = _strings(get("level"))
        for level in levels:
            if level not in LEVELS:
                raise pytest.UsageError(f"--trickref-level {level!r}: not a level (the levels: {', '.join(LEVELS)})")
        game = _text(get("game"))
        if game is not None:
            try:
                check_game(game)
            except UsageError as exc:
                raise pytest.UsageError(str(exc).replace("--game", "--trickref-game", 1)) from None
        cache = None if get("no_cache") else (_path(get("cache")) or default_cache())
        return cls(impl=impl, suite=str(get("suite")), corpus=_path(get("corpus")),
                   require_version=_text(get("require_version")),
                   cases=[p for p in _list(get("case")) if isinstance(p, Path)],
                   selection=Selection(ids=_strings(get("id")), game=game, tags=_strings(get("tag")),
                                       rules=_strings(get("rule")), levels=levels),
                   skip_file=_path(get("skip_file")), timeout=float(str(get("timeout"))), cache=cache,
                   cases_dir=_path(get("cases_dir")) or Path("trickref-failures"))


def _list(value: object) -> list[object]:
    return list(value) if isinstance(value, list) else []


def _strings(value: object) -> list[str]:
    return [str(v) for v in _list(value)]


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _path(value: object) -> Path | None:
    return value if isinstance(value, Path) else None


class SuitePlugin:
    """The active plugin: it adds the suite collector to the session's collection and stops the
    adapter at the end of the session."""

    NAME = "trickref-suite"

    def __init__(self, config: pytest.Config, impl: str) -> None:
        self.config = config
        self.options = Options.of(config, impl)
        self.runner: Runner | None = None
        self.corpus: Corpus | None = None
        self.skips: SkipList | None = None
        self.sharpened = 0
        self.summary = ""

    @pytest.hookimpl(wrapper=True)
    def pytest_make_collect_report(self, collector: pytest.Collector) -> Generator[None, pytest.CollectReport, pytest.CollectReport]:
        report = yield
        if isinstance(collector, pytest.Session) and report.passed and isinstance(report.result, list):
            # beside whatever the session collected from its arguments (the user's own tests)
            report.result.append(SuiteCollector.from_parent(collector, name=SUITE_NAME, nodeid=SUITE_NAME))
        return report

    def pytest_report_collectionfinish(self) -> str | None:
        return self.summary or None

    def pytest_sessionfinish(self) -> None:
        if self.runner is not None:
            self.runner.close()
            self.runner = None

    def note(self, text: str) -> None:
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None and hasattr(reporter, "write_line"):
            reporter.write_line(f"trickref conformance: {text}")

    def start(self) -> list[Case]:
        """Start the adapter, build its suite and select: the cases to collect."""
        o = self.options
        corpus = load_case_files(o.cases) if o.cases else load_corpus(o.corpus or CORPUS_DIR)
        if o.require_version and corpus.corpus_version != o.require_version:
            raise UsageError(f"corpus {o.corpus or CORPUS_DIR} is version {corpus.corpus_version}, not {o.require_version} "
                             "(--trickref-require-version)")
        self.corpus = corpus
        self.skips = read_skip_list(o.skip_file, None) if o.skip_file is not None else None
        self.runner = Runner(SessionConfig(o.impl, o.timeout))
        hello = self.runner.start()
        universe = list(corpus.cases)
        if o.suite == "declared" and not o.cases:
            try:
                suite = build_suite(corpus, hello, o.cache, self.note, [o.selection.game] if o.selection.game else None)
            except BadDeclaration as exc:
                raise UsageError(f"the adapter's {exc}") from None
            for warning in suite.warnings:
                self.note(f"warning: {warning}")
            universe = suite.cases
        if self.skips is not None:
            check_skip_list(self.skips, [c.id for c in universe], "the suite")
        cases = select_cases(universe, o.selection)
        implementation = hello.get("implementation")
        who = implementation if isinstance(implementation, dict) else {}
        self.summary = (f"trickref: corpus {corpus.corpus_version}; implementation {who.get('name', '?')} {who.get('version', '?')}; "
                        f"{len(cases)} case(s) selected of {len(universe)}")
        return cases

    def judge(self, case: Case) -> Outcome:
        """One case through the adapter, as ``conformance run`` judges it: the first divergence of
        a failure found, its checks' rules narrowed to the rules whose wrong implementations fail
        it (for the first MAX_SHARPENED failures, as in a run), and a file written for a failing
        case that has none of its own."""
        assert self.runner is not None and self.corpus is not None
        outcome = self.runner.run_case(case)
        if outcome.status == "fail":
            outcome.divergence = first_divergence(self.runner, outcome)
            if self.sharpened < MAX_SHARPENED:
                self.sharpened += 1
                outcome.mismatches = [dataclasses.replace(m, rules=tested_rules(case, m)) for m in outcome.mismatches]
                outcome.mismatch = outcome.mismatches[0] if outcome.mismatches else outcome.mismatch
        outcome.case_file = self.corpus.file_of(case.id)
        if outcome.status in ("fail", "error") and outcome.case_file is None:
            outcome.case_file = write_case(self.options.cases_dir, case)
        return outcome

    def failure_text(self, outcome: Outcome) -> str:
        """The text report's lines for this one case (conformance/run/reports_text.py), without
        the cause number: one item is not a run's group of causes."""
        assert self.corpus is not None
        result = RunResult(self.corpus, {}, [outcome], 1, impl=self.options.impl)
        found = dataclasses.replace(findings(result), causes=[], cause_of={})
        return "\n".join(case_lines(result, found, outcome))


def _plugin(node: pytest.Item | pytest.Collector) -> SuitePlugin:
    plugin = node.config.pluginmanager.get_plugin(SuitePlugin.NAME)
    assert isinstance(plugin, SuitePlugin)
    return plugin


class SuiteCollector(pytest.Collector):
    """The implementation's suite: one item per selected case."""

    def collect(self) -> list[pytest.Item | pytest.Collector]:
        plugin = _plugin(self)
        cases = plugin.start()
        assert plugin.runner is not None
        hello = plugin.runner.hello
        items: list[pytest.Item | pytest.Collector] = []
        for case in cases:
            item = CaseItem.from_parent(self, name=case.id, case=case)
            out = outside(case, hello)
            if out is not None:
                item.add_marker(pytest.mark.skip(reason=out.reason))
            elif plugin.skips is not None and (hit := plugin.skips.match(case.id)) is not None:
                line, reason = hit
                item.add_marker(pytest.mark.xfail(reason=f"known failure, skip file {plugin.skips.path.name}:{line}"
                                                  + (f" ({reason})" if reason else ""), strict=True, raises=CaseFailed))
            items.append(item)
        return items

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException]) -> str:  # type: ignore[override]
        if isinstance(excinfo.value, BAD_INPUT):
            return f"trickref: {excinfo.value}"
        return str(super().repr_failure(excinfo))


class CaseFailed(Exception):
    """A case that failed or errored; the item's failure text is the run's report of it."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.message)
        self.outcome = outcome


class CaseItem(pytest.Item):
    """One conformance case, judged through the session's adapter when run."""

    def __init__(self, *, case: Case, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.case = case
        # -k also matches the SPEC rules a case cites and its level: -k SM-6.3, -k must
        self.extra_keyword_matches.update((*case.rules, case.level))

    def runtest(self) -> None:
        try:
            outcome = _plugin(self).judge(self.case)
        except CannotRun as exc:  # the adapter died and cannot be restarted
            raise CaseFailed(Outcome(self.case, "error", f"the adapter could not be restarted: {exc}", kind="crash")) from None
        if outcome.status == "skip":
            pytest.skip(outcome.message)
        if outcome.status != "pass":
            raise CaseFailed(outcome)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: object = None) -> str:
        if isinstance(excinfo.value, CaseFailed):
            return _plugin(self).failure_text(excinfo.value.outcome)
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        # line 0: a skip's report needs a line, and a case file has no line of its own
        plugin = _plugin(self)
        found = plugin.corpus.file_of(self.case.id) if plugin.corpus is not None else None
        return found or self.path, 0, self.case.id
