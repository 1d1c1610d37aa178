"""The engine's workers: each lesson and revision a task, computed in processes of their own."""
from functools import cache as once

import pytest

from engine import Workers, cache, lesson_report, run_lesson


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    """An empty disk cache: the build is cold, so the workers start at once and compute every task."""
    monkeypatch.setenv("ENGINE_CACHE", "on")
    monkeypatch.setenv("ENGINE_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(cache, "_reports", {})
    monkeypatch.setattr(cache, "computed", [])
    return tmp_path


@once  # what each lesson runs in this process, computed once for the three ways of running the workers
def run_here(lesson: str, at: str):
    return run_lesson(lesson, at)


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_workers_compute_the_reports_the_asker_would(fresh_cache, jobs):
    "Assert one worker, or several forked from one process, leave each report in the cache, equal to the lesson run in this process, and it is taken into memory."
    tasks = [("l25", "pin"), ("l25", "main"), ("l22", "pin"), ("l1", "pin")]
    workers = Workers(jobs=jobs)
    workers.submit(tasks)
    workers.close()
    assert workers.cold and len(workers) == len(tasks)
    for lesson, at in tasks:
        assert workers.wait(lesson, at)
        assert (fresh_cache / f"report-{cache.report_key(lesson, at)}.json").is_file()
        assert lesson_report(lesson, at) == run_here(lesson, at)
    assert cache.computed == tasks  # taken from the workers, not computed here


def test_a_failing_task_is_left_to_the_asker(fresh_cache):
    "Assert a task the worker cannot compute answers False, so the asking process computes it and reports its error."
    workers = Workers(jobs=1)
    workers.submit([("l25", "nowhere")])
    workers.close()
    assert not workers.wait("l25", "nowhere")
    assert ("l25", "nowhere") not in workers


def test_a_warm_cache_asks_nothing(fresh_cache):
    "Assert reports already on disk are not computed again, and no worker process starts for them."
    lesson_report("l25", "pin")
    workers = Workers(jobs=2)
    workers.submit([("l25", "pin"), ("l98", "pin")])  # on disk; a lesson only a test registers
    workers.close()
    assert not workers.cold and len(workers) == 0


def test_a_worker_runs_numpy_on_one_thread_unless_told_otherwise(monkeypatch):
    "Assert the workers' environment keeps BLAS to one thread (a worker per core is the parallelism), and keeps a value the user set."
    from engine.workers import one_thread_each

    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)
    assert one_thread_each()["OPENBLAS_NUM_THREADS"] == "1" and one_thread_each()["OMP_NUM_THREADS"] == "1"
    monkeypatch.setenv("OPENBLAS_NUM_THREADS", "4")
    assert one_thread_each()["OPENBLAS_NUM_THREADS"] == "4"
