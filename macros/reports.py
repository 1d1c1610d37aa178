"""The engine's reports as one build sees them: each computed once, shared by every language.

The engine keeps reports in memory and on disk, keyed on its code. Under `mkdocs serve` the
engine's modules stay imported between rebuilds, so when a file of the engine changes we drop
them and import the engine anew: only the lessons whose code changed are then recomputed (the
others come back from the disk cache), and nothing stale is shown.
"""
from __future__ import annotations

import importlib
import sys
import time
from pathlib import Path

from mkdocs.plugins import get_plugin_logger

log = get_plugin_logger("macros")


def api():
    """The engine's public surface, as currently imported."""
    return importlib.import_module("engine")


class ProbeFailed(Exception):
    """A lesson's probe raised: the page cannot show its figures."""


class Reports:
    """Reports by (lesson, revision), each asked of the engine once, until the engine's files change.

    A probe that raised is asked again at the next build: its failure may have been a moment's.
    """

    def __init__(self):
        self._memo: dict[tuple[str, str], object] = {}
        self._fingerprint = None
        self.generation = 0  # counts the engine's changes: what was rendered from an older one is stale

    def start_build(self) -> None:
        """Keep the answers while the engine's files are as they were; else re-import it and ask again."""
        fingerprint = engine_fingerprint()
        if fingerprint != self._fingerprint:
            if self._fingerprint is not None:
                reimport_engine()
            self._memo.clear()
            self.generation += 1
        self._fingerprint = fingerprint
        for key in [k for k, v in self._memo.items() if isinstance(v, Exception)]:
            del self._memo[key]

    def get(self, lesson: str, at: str):
        key = (lesson, at)
        if key not in self._memo:
            self._memo[key] = self._ask(lesson, at)
        found = self._memo[key]
        if isinstance(found, api().ProbeError):
            raise ProbeFailed(f"probe {found}") from found
        if isinstance(found, api().EngineError):
            raise found
        if isinstance(found, Exception):
            raise ProbeFailed(f"probe {lesson} at {at} raised {type(found).__name__}: {found}") from found
        return found


    def _ask(self, lesson: str, at: str):
        """The engine's report, or the exception its probe raised; says whether it was computed."""
        engine, start = api(), time.perf_counter()
        before = len(engine.computed)
        try:
            report = engine.lesson_report(lesson, at)
        except Exception as error:  # a probe's failure is the author's to see, not a crash
            return error
        if len(engine.computed) > before:
            log.info(f"{lesson} at {at}: computed in {time.perf_counter() - start:.2f} s")
        return report


def engine_fingerprint() -> tuple:
    """The engine's files with their sizes and times: cheap to take at every rebuild."""
    root = Path(api().__file__).resolve().parent
    return tuple(sorted((str(p), p.stat().st_mtime_ns, p.stat().st_size)
                        for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts))


def reimport_engine() -> None:
    for name in [n for n in sys.modules if n == "engine" or n.startswith("engine.")]:
        del sys.modules[name]
    importlib.import_module("engine")
