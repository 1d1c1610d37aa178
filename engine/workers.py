"""Lessons computed in parallel: each lesson and revision a task of its own, in one process per core.

A worker is a Python process that computes the tasks it is handed one after the other, and leaves
each report in a folder in the disk cache's format: the disk cache itself when it is on, else a
folder of the asking process's (ENGINE_CACHE=off still computes every figure afresh). A worker
lives for the whole build, so the models its lessons share (lesson 3's corpus, the OPTIC-K
index) are built once per worker, not once per task: for the course's first three lessons, 6
processes of one task each took 4.5-5.1 s of CPU, 2 workers 3.4-3.8 s. Tasks are taken in the
order they were submitted, the order the pages ask for them: keeping a worker to one revision
of GA instead made the first pages wait for reports taken later (cold builds 0.3 s slower, in
the mean of 4, within the machine's noise).

The asking process waits for the report it needs next and takes it into memory (`cache.adopt`),
with its key: the worker computed the key (parsing and hashing the lesson's files) and says which
files it hashed, so the asker only checks their times and sizes (`cache.trust_key`). In a cold
build that took 0.7-0.9 s off the asking process, before any task could start. A task whose
worker fails is left to the asking process, which computes it and reports its failure as usual.
"""
from __future__ import annotations

import json
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

# A worker: reads "lesson revision" lines, answers "ok" and the report's key record, or "failed", for each,
# until its input closes.
# What a lesson's code prints goes to stderr: stdout carries the answers only.
WORKER = """
import contextlib, json, sys
from pathlib import Path
from engine.cache import compute_into
for line in sys.stdin:
    lesson, at = line.split()
    try:
        with contextlib.redirect_stdout(sys.stderr):
            record = compute_into(Path(sys.argv[1]), lesson, at)
        print("ok", json.dumps(record), flush=True)
    except Exception:
        print("failed", flush=True)
"""


class Workers:
    """Worker processes, `jobs` of them (one per core by default), and the tasks handed to them.

    In a cold build (no report in the disk cache, or the cache off) the processes start at once,
    so that they import the engine while the asking process finds out what to ask, and every task
    submitted is computed; otherwise a task is computed only if its report is in neither memory
    nor the disk cache, and the processes start with the first such task. Tasks start in the order
    submitted.
    """

    def __init__(self, jobs: int | None = None):
        self.folder = cache.disk_cache_dir()
        if self.folder is None:
            self.folder = Path(tempfile.mkdtemp(prefix="engine-reports-"))
            weakref.finalize(self, shutil.rmtree, self.folder, True)
        self.jobs = max(1, jobs or os.cpu_count() or 1)
        self._futures: dict[tuple[str, str], Future] = {}  # each task's key record, or None if it failed
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
        record, engine_cache = self._futures[(lesson, at)].result(), current_cache()
        if record is None:
            return False
        engine_cache.trust_key(lesson, at, record)  # else this process computes the key, and may not find the report
        return engine_cache.adopt(self.folder, lesson, at)

    def _start(self) -> None:
        self._started = True
        for n in range(self.jobs):
            threading.Thread(target=self._serve, args=(n,), name="engine-worker", daemon=True).start()

    def _next(self) -> tuple[str, str] | None:
        """The next task for a worker, waiting for one until the queue is closed."""
        with self._more:
            self._more.wait_for(lambda: self._todo or self._closed)
            return self._todo.pop(0) if self._todo else None

    def _serve(self, n: int) -> None:
        """Start a worker process and hand it tasks until none is left; every task taken gets an answer."""
        try:
            process = subprocess.Popen([sys.executable, "-c", WORKER, str(self.folder)], cwd=cache.ENGINE_DIR.parent,
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                       text=True, env=one_thread_each())
        except OSError:
            process = None
        while (pair := self._next()) is not None:
            record = None
            try:
                record = ask(process, *pair) if process is not None else None
            finally:
                self._futures[pair].set_result(record)
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


def ask(process: subprocess.Popen, lesson: str, at: str) -> dict | None:
    """Hand the worker one task; the report's key record once it says the report is in its folder, else None."""
    try:
        process.stdin.write(f"{lesson} {at}\n")
        process.stdin.flush()
        answer, _, record = process.stdout.readline().strip().partition(" ")
        found = json.loads(record) if answer == "ok" else None
        return found if found and (found.get("lesson"), found.get("at")) == (lesson, at) else None
    except (OSError, ValueError):  # the worker died: the asking process computes the task
        return None


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
