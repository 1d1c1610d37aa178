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
from contextlib import contextmanager
from pathlib import Path

from mkdocs.plugins import get_plugin_logger

log = get_plugin_logger("macros")


def api():
    """The engine's public surface, as currently imported (asked for at every directive: the lookup is cheap)."""
    return sys.modules.get("engine") or importlib.import_module("engine")


class ProbeFailed(Exception):
    """A lesson's probe raised: the page cannot show its figures."""


class Reports:
    """Reports by (lesson, revision), each asked of the engine once, until the engine's files change.

    A probe that raised is asked again at the next build: its failure may have been a moment's.
    """

    def __init__(self):
        self._memo: dict[tuple[str, str], object] = {}
        self._keys: dict[tuple[str, str], str | None] = {}  # the engine's key for each answer asked
        self._reading: list[set] = []
        self.workers = None  # the engine's workers computing this build's reports, if any (prefetch.py)
        self._fingerprint = None
        self.generation = 0  # counts the engine's changes: what was rendered from an older one is stale

    def start_build(self) -> set[tuple[str, str]]:
        """Keep the answers while the engine's files are as they were; else re-import it and ask again.

        Returns the (lesson, revision) answers asked before whose engine key has changed since.
        """
        fingerprint, changed = engine_fingerprint(), set()
        if fingerprint != self._fingerprint:
            if self._fingerprint is not None:
                reimport_engine()
            changed = {pair for pair, key in self._keys.items() if key is None or key != report_key(*pair)}
            self._memo.clear()
            self.generation += 1
        self._fingerprint = fingerprint
        for key in [k for k, v in self._memo.items() if isinstance(v, Exception)]:
            del self._memo[key]
        return changed

    def changed_engine_files(self) -> set[str]:
        """The engine's files added, removed or changed since the last build started."""
        before, now = set(self._fingerprint or ()), set(engine_fingerprint())
        return {path for path, *_ in before ^ now}

    @contextmanager
    def reading(self):
        """The set of (lesson, revision) answers asked for inside the block."""
        read: set[tuple[str, str]] = set()
        self._reading.append(read)
        try:
            yield read
        finally:
            self._reading.pop()

    def get(self, lesson: str, at: str):
        key = (lesson, at)
        for read in self._reading:
            read.add(key)
        if key not in self._memo:
            self._keys[key] = report_key(lesson, at)
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
            if self.workers is not None and (lesson, at) in self.workers:
                self.workers.wait(lesson, at)
            report = engine.lesson_report(lesson, at)
        except Exception as error:  # a probe's failure is the author's to see, not a crash
            return error
        if len(engine.computed) > before:
            log.info(f"{lesson} at {at}: computed in {time.perf_counter() - start:.2f} s")
        return report


def report_key(lesson: str, at: str) -> str | None:
    """The engine's cache key of a lesson's answers (None if it has none: an unknown lesson)."""
    try:
        return api().report_key(lesson, at)
    except Exception:
        return None


def engine_fingerprint() -> tuple:
    """The engine's files with their sizes and times: cheap to take at every rebuild."""
    root = Path(api().__file__).resolve().parent
    return tuple(sorted((str(p), p.stat().st_mtime_ns, p.stat().st_size)
                        for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts))


def reimport_engine() -> None:
    for name in [n for n in sys.modules if n == "engine" or n.startswith("engine.")]:
        del sys.modules[name]
    importlib.import_module("engine")
