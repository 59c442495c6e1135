"""The suite an implementation gets for what it declares it plays (its ``hello``).

From the bundled corpus:

- every case inside the declaration runs as it is;
- every hand-worked (golden) case outside it is *tailored* (conformance.suite.tailor): replayed by the
  reference under the nearest declared configuration, keeping exactly the checks whose
  observations do not change, with their hand-worked expectations;
- generated cases outside it stay skipped (with every unsupported option named): in their place,

for every declared configuration (conformance.suite.declaration), the generated cases of
conformance.sources.generated.configured, computed by the reference under exactly that configuration.

The suite is deterministic: the same declaration, corpus version and reference give the same
cases. Building it takes tens of seconds per configuration, so generated cases are cached on
disk (keyed by all three and a hash of the reference's and the generators' source).
"""

from __future__ import annotations

import dataclasses
import gc
import hashlib
import multiprocessing
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from conformance import CORPUS_VERSION
from conformance.case.corpus import Corpus
from conformance.case.format import BadCase, Case, parse_case
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar, compact
from conformance.mutants import MUTANTS
from conformance.protocol.reference import reference_failure
from conformance.sources.generated.configured import Budget, configured_cases
from conformance.suite import cache as cache_file
from conformance.suite.declaration import (
    Declaration,
    configuration_digest,
    declaration_problems,
    read_declarations,
)
from conformance.suite.discrimination import Discrimination, measure, of_configuration
from conformance.suite.tailor import Tailoring, tailor
from conformance.suite.targeted import Pool, search

SUITE_FORMAT = 1  # bump when the cached case lists change shape

# The cyclic collector's thresholds while a suite is built: a build makes millions of short-lived
# objects (game states, Hypothesis draws) beside a large live heap (the corpus, the pools'
# playouts and climbs), and at the default 700 allocations per young collection a profile of a
# cold Smoorverliefd build put the collector at about a tenth of its CPU (the three changes
# together: benchmarks/RESULTS.md, "Cold build CPU"). What is built never depends on when
# garbage is collected: nothing of the engine or the search keys on an id it does not keep
# alive, nor uses weak references or finalizers.
BUILD_GC_THRESHOLD = (50_000, 20, 100)


@contextmanager
def collector_eased() -> Iterator[None]:
    """The collector at ``BUILD_GC_THRESHOLD`` inside the ``with`` block; as it was after it."""
    before = gc.get_threshold()
    gc.set_threshold(*BUILD_GC_THRESHOLD)
    try:
        yield
    finally:
        gc.set_threshold(*before)


@dataclass
class Suite:
    corpus: Corpus
    cases: list[Case]
    declarations: dict[str, Declaration]
    configurations: dict[str, list[dict[str, JSONScalar]]] = field(default_factory=dict)
    tailoring: list[Tailoring] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    # per game, per configuration: which rules its cases tell from a wrong reading (issue 23)
    discrimination: dict[str, list[Discrimination]] = field(default_factory=dict)

    @property
    def tailored(self) -> bool:
        return bool(self.configurations)

    def tailoring_json(self) -> list[dict[str, object]]:
        return [t.as_json() for t in self.tailoring]


def generated_for(game_name: str, options: Mapping[str, JSONScalar], cache: Path | None,
                  progress: Callable[[str], None] | None = None, budget: Budget | None = None) -> list[CaseDict]:
    """conformance.sources.generated.configured for one configuration, through the cache."""
    budget = budget or Budget()
    key = cache_file.key_of("generated", CORPUS_VERSION, game_name, dict(sorted(options.items())), dataclasses.asdict(budget))
    path = cache / f"{game_name}-{configuration_digest(options)}-{key}.json" if cache is not None else None
    cached = cache_file.load_cases(path, key, progress)
    if cached is not None:
        return cached
    if progress is not None:
        progress(f"building the {game_name} cases for configuration {configuration_digest(options)} (cached afterwards)")
    cases = configured_cases(game_name, options, budget)
    cache_file.store(path, key, cases)
    return cases


def discriminated(game_name: str, options: Mapping[str, JSONScalar], cases: Sequence[Case], cache: Path | None,
                  progress: Callable[[str], None] | None = None) -> tuple[Discrimination, list[CaseDict]]:
    """The discrimination of the configuration's cases, after searching a case for every wrong
    implementation none of them tells apart (suite/targeted.py); the cases found. Cached."""
    mutants = sorted(n for n, m in MUTANTS.items() if m.game == game_name)
    key = cache_file.key_of("discrimination", game_name, dict(sorted(options.items())), cache_file.case_digests(cases), mutants)
    path = cache / f"{game_name}-{configuration_digest(options)}-{key}-discrimination.json" if cache is not None else None
    content = cache_file.load(path, key, progress)
    if isinstance(content, dict):
        try:
            found = content.get("targeted")
            record = Discrimination.from_json(content["discrimination"])
            if isinstance(found, list) and all(isinstance(c, dict) for c in found):
                checked = found
                for raw in checked:
                    if reference_failure(parse_case(raw, "cached targeted case")) is not None:
                        raise ValueError("a targeted case's expectations are not the reference's")
                return record, checked
        except (KeyError, ValueError, BadCase) as exc:
            if progress is not None:
                progress(f"warning: cache file {path} does not hold a discrimination record ({str(exc)[:80]}): rebuilding it")
    if progress is not None:
        progress(f"measuring which rules the {game_name} cases of configuration {configuration_digest(options)} can tell from "
                 f"{len(mutants)} wrong implementations (cached afterwards)")
    record = measure(game_name, options, cases, mutants)
    targeted: list[CaseDict] = []
    verdicts = list(record.verdicts)
    pool = Pool(game_name, options)
    for i, verdict in enumerate(verdicts):
        if verdict.caught_by is not None or verdict.cannot_differ is not None:
            continue
        found = search(verdict.mutant, game_name, options, pool=pool)
        if found is not None:
            targeted.append(found)
            verdicts[i] = dataclasses.replace(verdict, caught_by=str(found["id"]))
    record = dataclasses.replace(record, verdicts=tuple(verdicts))
    cache_file.store(path, key, {"discrimination": record.as_json(), "targeted": targeted})
    return record, targeted


def build_suite(corpus: Corpus, hello: Mapping[str, object], cache: Path | None = None,
                progress: Callable[[str], None] | None = None, games: Sequence[str] | None = None,
                discriminate: bool = True, jobs: int = 1) -> Suite:
    """The suite for ``hello`` (module docstring). A corpus pinned for a declaration (exported
    with ``export --for-hello``) is returned as it is. ``jobs`` above 1: a game's configurations
    are built in that many worker processes, one configuration each (the same suite, in the
    same order: a configuration's cases never depend on another's)."""
    declarations = read_declarations(hello)
    suite = Suite(corpus, list(corpus.cases), declarations)
    if corpus.declaration is not None:
        return suite
    with collector_eased():
        _build_games(suite, declarations, cache, progress, games, discriminate, jobs)
    return suite


def _build_games(suite: Suite, declarations: Mapping[str, Declaration], cache: Path | None,
                 progress: Callable[[str], None] | None, games: Sequence[str] | None, discriminate: bool, jobs: int) -> None:
    """The loop of ``build_suite`` over the declared games, adding to ``suite``."""
    corpus = suite.corpus
    for name, decl in declarations.items():
        if games and name not in games:
            continue
        if not decl.restricts:
            continue
        suite.warnings += declaration_problems(decl)
        configs = decl.configurations()
        if not configs:
            continue
        suite.configurations[name] = configs
        for case in corpus.cases:
            if case.game != name or "golden" not in case.tags or not decl.unsupported(case.options):
                continue
            t = tailor(case, decl, configs)
            suite.tailoring.append(t)
            if t.case is not None:
                suite.cases.append(parse_case(t.case, f"tailored {case.id}"))
        budget = Budget().shared(len(configs))
        if jobs > 1 and len(configs) > 1:
            _built_in_workers(suite, name, configs, budget, cache, progress, discriminate, jobs)
            continue
        for options in configs:
            for raw in generated_for(name, options, cache, progress, budget):
                suite.cases.append(parse_case(raw, f"generated {raw.get('id')}"))
        if discriminate:
            for options in configs:
                record, found = discriminated(name, options, of_configuration(suite.cases, options), cache, progress)
                suite.discrimination.setdefault(name, []).append(record)
                suite.cases += [parse_case(raw, f"targeted {raw.get('id')}") for raw in found]


def _configuration_built(game_name: str, options: dict[str, JSONScalar], given: list[CaseDict], budget: Budget,
                         cache: Path | None, discriminate: bool) -> tuple[list[CaseDict], Discrimination | None, list[CaseDict]]:
    """In a worker: one configuration's generated cases, then the discrimination of ``given`` (the
    suite's other cases of the configuration, in suite order) with them, and the targeted cases."""
    with collector_eased():
        generated = generated_for(game_name, options, cache, None, budget)
        if not discriminate:
            return generated, None, []
        cases = [parse_case(raw, "a case of the configuration") for raw in [*given, *generated]]
        record, found = discriminated(game_name, options, cases, cache, None)
        return generated, record, found


def _built_in_workers(suite: Suite, game_name: str, configs: list[dict[str, JSONScalar]], budget: Budget, cache: Path | None,
                      progress: Callable[[str], None] | None, discriminate: bool, jobs: int) -> None:
    """The sequential loop of ``build_suite`` with each configuration in a worker process:
    every configuration's generated cases appended in order, then each one's targeted cases."""
    given = [[c.raw for c in of_configuration(suite.cases, options)] for options in configs]
    if progress is not None:
        progress(f"building the {game_name} cases of {len(configs)} configurations in {min(jobs, len(configs))} worker processes"
                 " (cached afterwards)")
    # The highest targets first: their targeted game-end search climbs furthest, so they are the
    # longest configurations (a 12-configuration Smear build: 20-24 s CPU at target 52 with four
    # sides, 4-6 s for most others), and one left to the end keeps a worker busy while the other
    # idles. Only the order the workers take them in changes; the results are read back in the
    # declaration's order, so the suite is the same.
    order = sorted(range(len(configs)), key=lambda i: -_target_of(configs[i]))
    # spawn, not fork: the parent may hold an adapter's pipes and threads
    with ProcessPoolExecutor(max_workers=min(jobs, len(configs)), mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {i: pool.submit(_configuration_built, game_name, configs[i], given[i], budget, cache, discriminate) for i in order}
        built = [futures[i].result() for i in range(len(configs))]
    for generated, _, _ in built:
        suite.cases += [parse_case(raw, f"generated {raw.get('id')}") for raw in generated]
    for _, record, found in built:
        if record is not None:
            suite.discrimination.setdefault(game_name, []).append(record)
            suite.cases += [parse_case(raw, f"targeted {raw.get('id')}") for raw in found]


def _target_of(options: Mapping[str, JSONScalar]) -> int:
    target = options.get("target")
    return target if isinstance(target, int) and not isinstance(target, bool) else 0


def pinned_manifest_fields(suite: Suite) -> dict[str, object]:
    """What a pinned suite's manifest records about the declaration it was built for."""
    return {
        "declaration": {name: d.as_json() for name, d in sorted(suite.declarations.items()) if d.restricts},
        "configurations": {name: configs for name, configs in sorted(suite.configurations.items())},
        "base_corpus_version": suite.corpus.corpus_version,
    }


def suite_version(suite: Suite) -> str:
    """The pinned suite's version: the corpus version with the declaration as build metadata."""
    digest = hashlib.sha256(compact(pinned_manifest_fields(suite)["declaration"]).encode()).hexdigest()[:8]
    return f"{suite.corpus.corpus_version}+declared.{digest}"
