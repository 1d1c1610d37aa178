"""Shared paths for the tests."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"  # the course's reference output; SOURCES.md says where each file comes from


@pytest.fixture(scope="session")
def expected():
    """The course's reference output of a lesson, by file stem (l19, l19-main, ...), from tests/golden."""
    return lambda name: (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
