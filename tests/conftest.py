"""Shared paths for the tests, the engine cache they share, and how pytest-xdist shares them out."""
import os
from pathlib import Path

import pytest

from engine import cache

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"  # the course's reference output; SOURCES.md says where each file comes from


@pytest.fixture(scope="session")
def expected():
    """The course's reference output of a lesson, by file stem (l19, l19-main, ...), from tests/golden."""
    return lambda name: (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")


@pytest.hookimpl(trylast=True)  # once the tmp_path factory is configured
def pytest_configure(config):
    """With ENGINE_CACHE=off (CI), every process of the run shares one engine cache, empty when the run starts.

    Every figure is still computed afresh, but once per run rather than once per process: the
    site's build, each xdist worker (which inherit this environment) and the copies the tests
    build would otherwise each compute every lesson again. A test that needs the cache off says so.
    """
    if cache.disk_cache_dir() is None:
        folder = config._tmp_path_factory.getbasetemp() / "engine-cache"
        folder.mkdir()
        os.environ.update(ENGINE_CACHE="on", ENGINE_CACHE_DIR=str(folder))


def pytest_xdist_make_scheduler(config, log):
    """Share the tests out by module, and the browser tests by page (`scheduling.py`)."""
    from .scheduling import ModuleOrPageScheduling

    config.option.loadscopereorder = False  # in collection order: the slow builds and serves early, pages last
    return ModuleOrPageScheduling(config, log)
