"""Lessons computed in parallel: each lesson and revision a task of its own, in one process per core.

A worker is a Python process that computes the tasks it is handed one after the other, and leaves
each report in a folder in the disk cache's format: the disk cache itself when it is on, else a
folder of the asking process's (ENGINE_CACHE=off still computes every figure afresh). A worker
lives for the whole build, so the models its lessons share (each revision's OPTIC-K index; lesson
3's corpus is built once for all, below) are built once per worker, not once per task: for the course's first three lessons, 6
processes of one task each took 4.5-5.1 s of CPU, 2 workers 3.4-3.8 s. Tasks are taken in the
order they were submitted, the order the pages ask for them: keeping a worker to one revision
of GA instead made the first pages wait for reports taken later (cold builds 0.3 s slower, in
the mean of 4, within the machine's noise).

The workers are one process that forks: it imports numpy and builds the voicings six lessons'
models stand on, once, then forks a worker per further core, each with a pair of pipes of its
own; each worker imports its own lessons' code and makes their keys. Against workers started
apart, each doing all of that itself, forked workers took 0.55 s of CPU and 0.25 s of wall time
off a cold build of the site (medians of 12 alternating builds), when the forking process also
imported every lesson and made every key first; preparing the corpus alone took another 0.3 to
0.5 s off (medians of 12, in two runs), as the first report the build waits for came sooner.

The asking process waits for the report it needs next and takes it into memory (`cache.adopt`),
with its key: the worker computed the key (parsing and hashing the lesson's files) and says which
files it hashed, so the asker only checks their times and sizes (`cache.trust_key`). In a cold
build that took 0.7-0.9 s off the asking process, before any task could start. A task whose
worker fails is left to the asking process, which computes it and reports its failure as usual.
"""
from __future__ import annotations

import importlib
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import weakref
from concurrent.futures import Future
from pathlib import Path

from . import cache, cache_files, lessons

PANELS = "panels"  # a task `(lesson, at, PANELS)`: the lesson's "Try another" panels (engine/panels.py); `(lesson, at)`: its report

# The workers' process: `work` below, given the folder and each worker's pipes ("tasks,answers" descriptors).
# Its niceness: the asking process goes first on the cores and the workers take what it leaves. A build's own
# process is its longest path (every page in every language, on one core), and it was the one kept waiting: in a
# cold build of the site on 2 cores, with a worker per core, it took 0.2 s of CPU to take a lesson's panels into
# memory in 0.5 to 2.5 s. Cold builds at nice 10 against 0, in turns, under a load of 5 to 9: 19.7 to 47.6 s
# against 29.3 to 69.5 s, each of 4 pairs won by nice 10.
NICE = 10
WORKERS = "from engine.workers import work; work()"


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

    def submit(self, pairs: list[tuple[str, ...]]) -> None:
        """Queue the tasks of `pairs` whose answers are neither in memory nor on disk (in a cold build, all of them):
        `(lesson, at)` for a report, `(lesson, at, "panels")` for the lesson's panels."""
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

    def wait(self, lesson: str, at: str, *kind: str) -> bool:
        """Wait for the task (lesson, at) or (lesson, at, "panels"); True if its answer is now in this process's memory."""
        task = (lesson, at, *kind)
        if task not in self:
            return False
        self._waited.add(task)
        record, engine_cache = self._futures[task].result(), current_cache()
        if record is None:
            return False
        for note in record.get("notes", ()):  # said in the worker (a cache entry computed again): said here
            logging.getLogger(cache_files.LOGGER).info(note)
        if kind:
            return current(PANELS).adopt(self.folder, lesson, at)
        engine_cache.trust_key(lesson, at, record)  # else this process computes the key, and may not find the report
        return engine_cache.adopt(self.folder, lesson, at)

    def _start(self) -> None:
        """Start the workers' process, and a thread per worker that hands it tasks through the worker's own pipes."""
        self._started = True
        pipes = [(os.pipe(), os.pipe()) for _ in range(self.jobs)]  # per worker: its tasks, its answers
        theirs = [(tasks[0], answers[1]) for tasks, answers in pipes]
        try:
            process = subprocess.Popen([sys.executable, "-c", WORKERS, str(self.folder), *(f"{t},{a}" for t, a in theirs)],
                                       cwd=cache.ENGINE_DIR.parent, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.DEVNULL, env=one_thread_each(),
                                       pass_fds=[fd for pair in theirs for fd in pair])
        except OSError:
            process = None
        for fd in (fd for pair in theirs for fd in pair):
            os.close(fd)
        for tasks, answers in pipes:
            channel = (open(tasks[1], "w", encoding="utf-8"), open(answers[0], encoding="utf-8"))
            threading.Thread(target=self._serve, args=(channel, process is not None), name="engine-worker",
                             daemon=True).start()
        if process is not None:
            threading.Thread(target=process.wait, name="engine-workers", daemon=True).start()

    def _next(self) -> tuple[str, ...] | None:
        """The next task for a worker, waiting for one until the queue is closed."""
        with self._more:
            self._more.wait_for(lambda: self._todo or self._closed)
            return self._todo.pop(0) if self._todo else None

    def _serve(self, channel: tuple, alive: bool) -> None:
        """Hand a worker tasks until none is left; every task taken gets an answer (None if the worker failed)."""
        while (pair := self._next()) is not None:
            record = None
            try:
                record = ask(channel, *pair) if alive else None
            finally:
                self._futures[pair].set_result(record)
        for end in channel:  # the worker's input closes: it stops
            end.close()


def work() -> None:
    """The workers' side: prepare once what most tasks need first, then fork a worker per further pair of pipes.

    Each worker answers its tasks until its input closes; the first waits for the others.
    """
    folder = Path(sys.argv[1])
    os.nice(NICE)  # the forks too
    channels = [tuple(int(fd) for fd in pair.split(",")) for pair in sys.argv[2:]]
    prepare()
    mine, children = channels[0], []
    for channel in channels[1:]:
        pid = os.fork()
        if pid == 0:
            mine, children = channel, []
            break
        children.append(pid)
    for fd in (fd for channel in channels if channel != mine for fd in channel):
        os.close(fd)
    try:
        answer_tasks(folder, *mine)
    finally:
        if mine != channels[0]:
            os._exit(0)  # a forked worker ends here, whatever happened: the process it was forked from cleans up
    for pid in children:
        os.waitpid(pid, 0)


def prepare() -> None:
    """Build lesson 3's corpus, numpy with it: six lessons' models stand on it, and each worker's first task built it.

    Not each lesson's code and key, nor the corpus's OPTIC-K indexes (0.2 s a revision): made here,
    before any worker starts, they held back the first report the build waits for.
    """
    cache.environment()
    try:
        # by name, not an import statement: a lesson's cache key follows the engine's import statements, and
        # every lesson's reaches this module; the corpus belongs to the keys of the lessons that use it
        corpus = importlib.import_module("engine.ga.voicings.corpus").lesson3_corpus()
        corpus.names, corpus.note_lists, corpus.diagrams  # noqa: B018  (made once, shared by the forks)
    except Exception:
        pass  # the lessons that need it fail in their workers, and say why


def answer_tasks(folder: Path, tasks: int, answers: int) -> None:
    """Read "lesson revision" lines; answer each with "ok" and the report's key record, or "failed".

    The record carries what the engine noted while computing (`notes`), for the asking process to log.
    """
    notes = Notes()
    logging.getLogger("engine").addHandler(notes)
    logging.getLogger("engine").setLevel(logging.INFO)
    with open(tasks, encoding="utf-8") as asked, open(answers, "w", encoding="utf-8") as answered:
        for line in asked:
            lesson, at, *kind = line.split()
            try:
                record = (importlib.import_module("engine.panels") if kind else cache).compute_into(folder, lesson, at)
                answered.write(f"ok {json.dumps(record | {'notes': notes.taken()})}\n")
            except Exception:
                notes.taken()
                answered.write("failed\n")
            answered.flush()


class Notes(logging.Handler):
    """What the engine logs in a worker, kept for the task's answer."""

    def __init__(self):
        super().__init__()
        self.said: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.said.append(record.getMessage())

    def taken(self) -> list[str]:
        said, self.said = self.said, []
        return said


def one_thread_each() -> dict[str, str]:
    """The environment of a worker: numpy's BLAS on one thread, since there is already a worker per core.

    Left to itself OpenBLAS starts a thread per core in every worker: on 2 cores the lessons took
    the same time and 50 % more CPU (3.1 s against 2.0 s), taken from the build's own process.
    A value the user has set is kept.
    """
    return {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", **os.environ}


def ask(channel: tuple, lesson: str, at: str, *kind: str) -> dict | None:
    """Hand a worker one task; the answer's key record once it says the answer is in its folder, else None."""
    tasks, answers = channel
    try:
        tasks.write(" ".join((lesson, at, *kind)) + "\n")
        tasks.flush()
        answer, _, record = answers.readline().strip().partition(" ")
        found = json.loads(record) if answer == "ok" else None
        return found if found and (found.get("lesson"), found.get("at")) == (lesson, at) else None
    except (OSError, ValueError):  # the worker died: the asking process computes the task
        return None


def available(lesson: str, at: str, *kind: str) -> bool:
    """In memory or on disk; a revision the lesson does not run at counts as there (nothing to compute)."""
    try:
        return current(PANELS).available(lesson, at) if kind else cache.available(lesson, at)
    except Exception:
        return True


def own_lesson(lesson: str) -> bool:
    """A lesson of the engine's own, which a fresh process knows (tests register others in theirs)."""
    return lessons.LESSONS.get(lesson, "").startswith("engine.")


def current_cache():
    """The engine's cache as imported now: a serve session re-imports the engine when it changes."""
    return sys.modules.get("engine.cache", cache)


def current(module: str):
    """An engine module as imported now (imported by name: no lesson's cache key follows this module to it)."""
    return sys.modules.get(f"engine.{module}") or importlib.import_module(f"engine.{module}")
