"""Lessons computed in parallel: each lesson and revision a task of its own, in one process per core.

A worker is a Python process that computes the tasks it is handed one after the other, and leaves
each report in a folder in the disk cache's format: the disk cache itself when it is on, else a
folder of the asking process's (ENGINE_CACHE=off still computes every figure afresh). A worker
keeps to one revision of GA where it can, so the models a revision's lessons share (lesson 3's
corpus, the OPTIC-K index) are built once per worker, not once per task: for the course's
first three lessons, 6 processes of one task each took 4.5-5.1 s of CPU, 2 workers 3.4-3.8 s.

The asking process waits for the report it needs next and takes it into memory (`cache.adopt`);
a task whose worker fails is left to the asking process, which computes it and reports its
failure as usual.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import weakref
from concurrent.futures import Future
from pathlib import Path

from . import cache, lessons

# A worker: reads "lesson revision key" lines, answers "ok" or "failed" for each, until its input closes.
WORKER = """
import sys
from pathlib import Path
from engine.cache import compute_into
for line in sys.stdin:
    lesson, at, key = line.split()
    try:
        compute_into(Path(sys.argv[1]), lesson, at, key)
        print("ok", flush=True)
    except Exception:
        print("failed", flush=True)
"""


class Workers:
    """Worker processes, `jobs` of them (one per core by default), and the tasks handed to them.

    In a cold build (no report in the disk cache, or the cache off) the processes start at once,
    so that they import the engine while the asking process finds out what to ask, and every task
    submitted is computed; otherwise a task is computed only if its report is in neither memory
    nor the disk cache, and the processes start with the first such task. Tasks start in the order submitted; a free worker takes the next task of the
    revision it has worked on, else the next task.
    """

    def __init__(self, jobs: int | None = None):
        self.folder = cache.disk_cache_dir()
        if self.folder is None:
            self.folder = Path(tempfile.mkdtemp(prefix="engine-reports-"))
            weakref.finalize(self, shutil.rmtree, self.folder, True)
        self.jobs = max(1, jobs or os.cpu_count() or 1)
        self._futures: dict[tuple[str, str], Future] = {}
        self._keys: dict[tuple[str, str], str] = {}  # computed here, where the engine's imports are parsed once
        self._todo: list[tuple[str, str]] = []
        self._waited: set[tuple[str, str]] = set()
        self._more = threading.Condition()
        self._closed, self._started = False, False
        self.cold = not any(self.folder.glob("report-*.json"))
        if self.cold:
            self._start()

    def submit(self, pairs: list[tuple[str, str]]) -> None:
        """Queue the reports of `pairs` that are neither in memory nor on disk (in a cold build, all of them)."""
        todo = [pair for pair in dict.fromkeys(pairs)
                if own_lesson(pair[0]) and pair not in self._futures and (self.cold or not available(*pair))]
        self._keys |= {pair: cache.report_key(*pair) for pair in todo}
        with self._more:
            self._futures |= {pair: Future() for pair in todo}
            self._todo += todo
            self._more.notify_all()
        if todo and not self._started:
            self._start()

    def close(self) -> None:
        """No more tasks: each worker stops once the queue is empty."""
        with self._more:
            self._closed = True
            self._more.notify_all()

    def __len__(self) -> int:
        return len(self._futures)

    def __contains__(self, pair: tuple[str, str]) -> bool:
        return pair in self._futures and pair not in self._waited

    def wait(self, lesson: str, at: str) -> bool:
        """Wait for the task (lesson, at); True if its report is now in this process's memory."""
        if (lesson, at) not in self:
            return False
        self._waited.add((lesson, at))
        return self._futures[(lesson, at)].result() and current_cache().adopt(self.folder, lesson, at)

    def _start(self) -> None:
        self._started = True
        for n in range(self.jobs):
            threading.Thread(target=self._serve, args=(n,), name="engine-worker", daemon=True).start()

    def _next(self, preferred: str | None) -> tuple[str, str] | None:
        """The next task for a worker, waiting for one until the queue is closed."""
        with self._more:
            self._more.wait_for(lambda: self._todo or self._closed)
            if not self._todo:
                return None
            pair = next((p for p in self._todo if p[1] == preferred), self._todo[0])
            self._todo.remove(pair)
            return pair

    def _serve(self, n: int) -> None:
        """Start a worker process and hand it tasks until none is left; every task taken gets an answer."""
        try:
            process = subprocess.Popen([sys.executable, "-c", WORKER, str(self.folder)], cwd=cache.ENGINE_DIR.parent,
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                       text=True, env=one_thread_each())
        except OSError:
            process = None
        preferred = None
        while (pair := self._next(preferred)) is not None:
            preferred, done = pair[1], False
            try:
                done = process is not None and ask(process, *pair, self._keys[pair])
            finally:
                self._futures[pair].set_result(done)
        if process is not None:
            process.stdin.close()
            process.wait()
            process.stdout.close()


def one_thread_each() -> dict[str, str]:
    """The environment of a worker: numpy's BLAS on one thread, since there is already a worker per core.

    Left to itself OpenBLAS starts a thread per core in every worker: on 2 cores the lessons took
    the same time and 50 % more CPU (3.1 s against 2.0 s), taken from the build's own process.
    A value the user has set is kept.
    """
    return {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", **os.environ}


def ask(process: subprocess.Popen, lesson: str, at: str, key: str) -> bool:
    """Hand the worker one task; True once it says the report is in its folder."""
    try:
        process.stdin.write(f"{lesson} {at} {key}\n")
        process.stdin.flush()
        return process.stdout.readline().strip() == "ok"
    except (OSError, ValueError):  # the worker died: the asking process computes the task
        return False


def available(lesson: str, at: str) -> bool:
    """In memory or on disk; a revision the lesson does not run at counts as there (nothing to compute)."""
    try:
        return cache.available(lesson, at)
    except Exception:
        return True


def own_lesson(lesson: str) -> bool:
    """A lesson of the engine's own, which a fresh process knows (tests register others in theirs)."""
    return lessons.LESSONS.get(lesson, "").startswith("engine.")


def current_cache():
    """The engine's cache as imported now: a serve session re-imports the engine when it changes."""
    return sys.modules.get("engine.cache", cache)
