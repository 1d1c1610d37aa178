"""The engine's reports as one build sees them: each computed once, shared by every language.

The engine keeps reports in memory and on disk, keyed on its code. Under `mkdocs serve` the
engine's modules stay imported between rebuilds, so when a file of the engine changes we drop
them and import the engine anew: only the lessons whose code changed are then recomputed (the
others come back from the disk cache), and nothing stale is shown.
"""
from __future__ import annotations

import importlib
import importlib.util
import logging
import sys
import time
import traceback
from contextlib import contextmanager
from pathlib import Path

from mkdocs.plugins import get_plugin_logger

from .files import snapshot

log = get_plugin_logger("macros")


class EngineNotes(logging.Handler):
    """What the engine notes (logger `engine`: a cache entry that failed its seal, computed again), in mkdocs' log."""

    def emit(self, record: logging.LogRecord) -> None:
        log.info(record.getMessage())


def hear_engine_notes() -> None:
    """Show the engine's notes in the build's log, once per process."""
    notes = logging.getLogger("engine")
    if not any(isinstance(h, EngineNotes) for h in notes.handlers):
        notes.addHandler(EngineNotes())
        notes.setLevel(logging.INFO)


class ProbeFailed(Exception):
    """A lesson's probe raised: the page cannot show its figures."""


class EngineBroken(Exception):
    """The engine's code does not import (a syntax error, an error at import time): no page can ask it anything."""


_broken: list[EngineBroken] = []  # why the engine did not import, until its files change


def api():
    """The engine's public surface, as currently imported; raises EngineBroken if it does not import.

    Asked for at every directive: the lookup is cheap."""
    if "engine" in sys.modules:
        return sys.modules["engine"]
    if _broken:
        raise anew(_broken[0]) from _broken[0]
    try:
        return importlib.import_module("engine")
    except Exception as error:
        _broken.append(EngineBroken(f"the engine does not import: {code_error(error)}"))
        raise _broken[0] from error


def engine_broken() -> EngineBroken | None:
    """Why the engine does not import, if it does not."""
    try:
        api()
    except EngineBroken as error:
        return error
    return None


def anew(error: Exception) -> Exception:
    """An exception that says what a kept one says, of its class, with a traceback of its own.

    A kept exception is never raised again: each raise adds its frames to the exception's
    traceback, and jinja walks that traceback at each directive that fails. A broken engine, asked
    by the real site's 2,200 directives, took 60 s to fail a strict build that way (4 s once each
    raise had an exception of its own).
    """
    again = type(error).__new__(type(error), *error.args)
    again.__dict__.update(vars(error))
    return again


def code_error(error: BaseException) -> str:
    """An error in the engine's code, with its file and line: `engine/table.py:12: invalid syntax`."""
    if isinstance(error, SyntaxError):
        return f"{project_path(error.filename)}:{error.lineno}: syntax error: {error.msg}"
    frames = [f for f in traceback.extract_tb(error.__traceback__) if "importlib" not in f.filename]
    place = f" ({project_path(frames[-1].filename)}:{frames[-1].lineno})" if frames else ""
    return f"{type(error).__name__}: {error}{place}"


def project_path(filename: str | None) -> str:
    """A file of the engine as the project names it (`engine/table.py`); others as they are."""
    if not filename:
        return "<unknown file>"
    path = Path(filename).resolve()
    return path.relative_to(engine_dir().parent).as_posix() if path.is_relative_to(engine_dir().parent) else filename


def engine_dir() -> Path:
    """The engine's folder, found without importing it (its code may not import)."""
    return Path(importlib.util.find_spec("engine").origin).resolve().parent


class Reports:
    """Reports by (lesson, revision), each asked of the engine once, until the engine's files change.

    A probe that raised is asked again at the next build: its failure may have been a moment's.
    """

    def __init__(self):
        self._memo: dict[tuple[str, str], object] = {}
        self._fingerprint = None
        self._keys: dict[tuple[str, str], str | None] = {}  # the engine's key for each answer asked
        self._reading: list[set] = []
        self.workers = None  # the engine's workers computing this build's reports, if any (prefetch.py)
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
        for key in [k for k, v in self._memo.items() if isinstance(v, Exception) or getattr(v, "failed", None)]:
            del self._memo[key]
        return changed

    @contextmanager
    def reading(self):
        """The set of (lesson, revision) answers asked for inside the block."""
        read: set[tuple[str, str]] = set()
        self._reading.append(read)
        try:
            yield read
        finally:
            self._reading.pop()

    @contextmanager
    def unrecorded(self):
        """Answers asked for inside the block count as read by no page (see typed.every_lesson_spellings)."""
        reading, self._reading = self._reading, []
        try:
            yield
        finally:
            self._reading = reading

    def get(self, lesson: str, at: str):
        key = (lesson, at)
        for read in self._reading:
            read.add(key)
        if key not in self._memo:
            self._keys[key] = None  # until `_ask` knows it: an answer without a key counts as changed
            self._memo[key] = self._ask(lesson, at)
        return answer(self._memo[key], lesson, at)

    def panel(self, lesson: str, at: str, name: str):
        """One "Try another" panel of a lesson, its answers at `at`; a question of it that raised fails here.

        A lesson's panels are asked of the engine once, like its report; the page that shows one reads the
        lesson's report too (the same code, the same key), so it is rendered again when that changes.
        """
        key = (lesson, at, "panels")
        for read in self._reading:
            read.add((lesson, at))
        if key not in self._memo:
            self._memo[key] = self._ask_panels(lesson, at)
        try:
            return answer(self._memo[key], lesson, at).panel(name)
        except api().ProbeError as error:
            raise ProbeFailed(f"probe {error}") from error

    def _ask_panels(self, lesson: str, at: str):
        """The lesson's panels at `at`, or the exception that asking raised."""
        try:
            engine = api()
            if self.workers is not None and (lesson, at, "panels") in self.workers:
                self.workers.wait(lesson, at, "panels")
            return engine.panel_report(lesson, at)
        except Exception as error:
            return error

    def table(self, lesson: str, at: str, name: str):
        """One table of a lesson's report; a question that raised fails here, and only here."""
        try:
            return self.get(lesson, at).table(name)
        except api().ProbeError as error:
            raise ProbeFailed(f"probe {error}") from error

    def _ask(self, lesson: str, at: str):
        """The engine's report, or the exception its probe raised; says whether it was computed."""
        try:
            engine, start = api(), time.perf_counter()
            before = len(engine.computed)
            if self.workers is not None and (lesson, at) in self.workers:
                self.workers.wait(lesson, at)
            # after the wait, which brings the worker's key: the answer's files are not hashed here again
            self._keys[(lesson, at)] = report_key(lesson, at)
            report = engine.lesson_report(lesson, at)
        except Exception as error:  # a probe's failure is the author's to see, not a crash
            return error
        if len(engine.computed) > before:
            log.info(f"{lesson} at {at}: computed in {time.perf_counter() - start:.2f} s")
        return report


def answer(found, lesson: str, at: str):
    """What the engine answered, or the exception it raised, said for the page that asked."""
    if isinstance(found, EngineBroken):
        raise anew(found) from found
    if isinstance(found, api().ProbeError):
        raise ProbeFailed(f"probe {found}") from found
    if isinstance(found, api().EngineError):
        raise anew(found) from found
    if isinstance(found, Exception):  # the lesson's code does not import, or the engine failed
        raise ProbeFailed(f"lesson {lesson} at {at}: {code_error(found)}") from found
    return found


def engine_fingerprint() -> tuple:
    """The engine's files with their sizes and times (editors' hidden files left out): cheap to take at every rebuild."""
    return tuple(sorted(snapshot([engine_dir()]).items()))


def reimport_engine() -> None:
    """Forget the engine's modules and import it anew; if it does not import, remember why (see api())."""
    for name in [n for n in sys.modules if n == "engine" or n.startswith("engine.")]:
        del sys.modules[name]
    _broken.clear()
    try:
        api()
    except EngineBroken:
        pass  # each page that asks the engine shows why


def report_key(lesson: str, at: str) -> str | None:
    """The engine's cache key of a lesson's answers (None if it has none: an unknown lesson, a broken engine)."""
    try:
        return api().report_key(lesson, at)
    except Exception:
        return None
