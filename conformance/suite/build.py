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
import hashlib
import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from conformance import CORPUS_VERSION, HERE
from conformance.case.corpus import Corpus
from conformance.case.format import Case, parse_case
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar, compact
from conformance.sources.generated.configured import Budget, configured_cases
from conformance.suite.declaration import (
    Declaration,
    configuration_digest,
    declaration_problems,
    read_declarations,
)
from conformance.suite.tailor import Tailoring, tailor

SUITE_FORMAT = 1  # bump when the cached case lists change shape


@dataclass
class Suite:
    corpus: Corpus
    cases: list[Case]
    declarations: dict[str, Declaration]
    configurations: dict[str, list[dict[str, JSONScalar]]] = field(default_factory=dict)
    tailoring: list[Tailoring] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def tailored(self) -> bool:
        return bool(self.configurations)

    def tailoring_json(self) -> list[dict[str, object]]:
        return [t.as_json() for t in self.tailoring]


def default_cache() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "trickref" / "suites"


def _source_digest() -> str:
    """A hash of the code the generated cases come from, so a changed engine never reuses a stale cache."""
    root = HERE.parent
    h = hashlib.sha256()
    # All of the engine and all of the conformance package: a narrower list went stale when
    # modules moved, and a cache made by other code must never be reused.
    for folder in (root / "reference", HERE):
        for path in sorted(folder.rglob("*.py")):
            h.update(path.relative_to(root).as_posix().encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:16]


def generated_for(game_name: str, options: Mapping[str, JSONScalar], cache: Path | None,
                  progress: Callable[[str], None] | None = None, budget: Budget | None = None) -> list[CaseDict]:
    """conformance.sources.generated.configured for one configuration, through the cache."""

    budget = budget or Budget()
    key = hashlib.sha256(compact([SUITE_FORMAT, CORPUS_VERSION, _source_digest(), game_name, dict(sorted(options.items())),
                                  dataclasses.asdict(budget)]).encode()).hexdigest()[:24]
    path = cache / f"{game_name}-{configuration_digest(options)}-{key}.json" if cache is not None else None
    if path is not None and path.is_file():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, list):
                return [c for c in data if isinstance(c, dict)]
        except (OSError, ValueError):
            pass  # a damaged cache entry is rebuilt
    if progress is not None:
        progress(f"building the {game_name} cases for configuration {configuration_digest(options)} (cached afterwards)")
    cases = configured_cases(game_name, options, budget)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps(cases, separators=(",", ":")), encoding="utf-8")
            tmp.replace(path)
        except OSError:
            pass  # no cache is no error: the cases were built
    return cases


def build_suite(corpus: Corpus, hello: Mapping[str, object], cache: Path | None = None,
                progress: Callable[[str], None] | None = None, games: Sequence[str] | None = None) -> Suite:
    """The suite for ``hello`` (module docstring). A corpus pinned for a declaration (exported
    with ``export --for-hello``) is returned as it is."""
    declarations = read_declarations(hello)
    suite = Suite(corpus, list(corpus.cases), declarations)
    if corpus.declaration is not None:
        return suite
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
        for options in configs:
            for raw in generated_for(name, options, cache, progress, budget):
                suite.cases.append(parse_case(raw, f"generated {raw.get('id')}"))
    return suite


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
