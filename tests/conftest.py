"""Shared paths for the tests, and how pytest-xdist shares them out."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"  # the course's reference output; SOURCES.md says where each file comes from


@pytest.fixture(scope="session")
def expected():
    """The course's reference output of a lesson, by file stem (l19, l19-main, ...), from tests/golden."""
    return lambda name: (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")



def pytest_xdist_make_scheduler(config, log):
    """Share the tests out by module, and the browser tests by page (`scheduling.py`)."""
    from .scheduling import ModuleOrPageScheduling

    config.option.loadscopereorder = False  # in collection order: the slow builds and serves early, pages last
    return ModuleOrPageScheduling(config, log)
