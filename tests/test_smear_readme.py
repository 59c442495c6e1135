"""README "Using the engine": the Python snippets run, in order, and print what their comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def snippets() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Using the engine", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, re.DOTALL)


def test_the_using_the_engine_snippets_run_and_print_their_comments() -> None:
    blocks = snippets()
    assert len(blocks) >= 3
    namespace: dict[str, object] = {}
    for block in blocks:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(block, str(README), "exec"), namespace)  # noqa: S102 - the README's own code
        printed = out.getvalue().splitlines()
        promised = [m.strip() for m in re.findall(r"print\(.*\)\s*#\s*(.*)", block)]
        assert len(printed) == len(promised)
        for line, comment in zip(printed, promised):
            if "..." not in comment:
                assert line == comment
