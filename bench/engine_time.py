"""The engine's time per lesson and revision: cold (fresh process, empty cache) and cached."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

from engine import LESSONS, revisions

TIMED = """
import json, sys, time
start = time.perf_counter()
import engine
from engine import cache
engine.lesson_report(sys.argv[1], sys.argv[2])
print(json.dumps({"seconds": time.perf_counter() - start, "computed": len(cache.computed)}))
"""


def timed_run(lesson: str, at: str, cache_dir: str | None) -> dict:
    """Seconds for a fresh process to import the engine and answer one lesson, and whether it computed."""
    env = {**os.environ, "ENGINE_CACHE_DIR": cache_dir or "", "ENGINE_CACHE": "on" if cache_dir else "off"}
    run = subprocess.run([sys.executable, "-c", TIMED, lesson, at], env=env, capture_output=True, text=True, check=True)
    return json.loads(run.stdout.strip().splitlines()[-1])


def engine_times(repeat: int = 3) -> list[tuple[str, str, float, float]]:
    """(lesson, revision, cold seconds, cached seconds), the best of `repeat` runs each."""
    rows = []
    for lesson in LESSONS:
        for at in revisions(lesson):
            cold, cached = [], []
            for _ in range(repeat):
                with tempfile.TemporaryDirectory() as folder:
                    first = timed_run(lesson, at, folder)
                    second = timed_run(lesson, at, folder)
                assert first["computed"] == 1 and second["computed"] == 0, (lesson, at, first, second)
                cold.append(first["seconds"])
                cached.append(second["seconds"])
            rows.append((lesson, at, min(cold), min(cached)))
    return rows


TIMED_ALL = """
import json, time
start = time.perf_counter()
import engine
for lesson in engine.LESSONS:
    for at in engine.revisions(lesson):
        engine.lesson_report(lesson, at)
print(json.dumps({"seconds": time.perf_counter() - start, "computed": len(engine.computed)}))
"""


def all_lessons_cold(repeat: int = 3) -> float:
    """Seconds for one fresh process, with an empty cache, to answer every lesson at every revision (the best of `repeat`)."""
    times = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as folder:
            env = {**os.environ, "ENGINE_CACHE_DIR": folder, "ENGINE_CACHE": "on"}
            run = subprocess.run([sys.executable, "-c", TIMED_ALL], env=env, capture_output=True, text=True, check=True)
            times.append(json.loads(run.stdout.strip().splitlines()[-1])["seconds"])
    return min(times)
