"""Lessons computed in parallel: one process per lesson and revision, a few at a time.

Each worker computes one report and leaves it in a folder in the disk cache's format: the disk
cache itself when it is on, else a folder of the asking process's (ENGINE_CACHE=off still
computes every figure afresh). The asking process waits for the report it needs next and takes
it into memory (`cache.adopt`); a lesson whose worker fails is left to the asking process, which
computes it and reports its failure as usual.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import weakref
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from . import cache, lessons

WORKER = "import sys; from pathlib import Path; from engine.cache import compute_into; compute_into(Path(sys.argv[1]), *sys.argv[2:4])"


class Workers:
    """The reports of `pairs` that are neither in memory nor on disk, each computed in a process of its own.

    `jobs` processes run at a time (the machine's cores by default), started in the order given.
    """

    def __init__(self, pairs: list[tuple[str, str]], jobs: int | None = None):
        todo = [pair for pair in dict.fromkeys(pairs) if own_lesson(pair[0]) and not cache.available(*pair)]
        self.folder = cache.disk_cache_dir()
        if self.folder is None:
            self.folder = Path(tempfile.mkdtemp(prefix="engine-reports-"))
            weakref.finalize(self, shutil.rmtree, self.folder, True)
        pool = ThreadPoolExecutor(max(1, jobs or os.cpu_count() or 1), thread_name_prefix="engine-worker")
        self._futures: dict[tuple[str, str], Future] = {pair: pool.submit(self._run, *pair) for pair in todo}
        pool.shutdown(wait=False)

    def __len__(self) -> int:
        return len(self._futures)

    def __contains__(self, pair: tuple[str, str]) -> bool:
        return pair in self._futures

    def wait(self, lesson: str, at: str) -> bool:
        """Wait for the worker of (lesson, at); True if its report is now in this process's memory."""
        future = self._futures.pop((lesson, at), None)
        return bool(future and future.result()) and current_cache().adopt(self.folder, lesson, at)

    def _run(self, lesson: str, at: str) -> bool:
        run = subprocess.run([sys.executable, "-c", WORKER, str(self.folder), lesson, at],
                             cwd=cache.ENGINE_DIR.parent, capture_output=True, text=True)
        return run.returncode == 0


def own_lesson(lesson: str) -> bool:
    """A lesson of the engine's own, which a fresh process knows (tests register others in theirs)."""
    return lessons.LESSONS.get(lesson, "").startswith("engine.")


def current_cache():
    """The engine's cache as imported now: a serve session re-imports the engine when it changes."""
    return sys.modules.get("engine.cache", cache)
