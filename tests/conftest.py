"""Shared paths for the tests."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXPECTED = ROOT.parent / "shared" / "reference" / "expected"


@pytest.fixture(scope="session")
def expected():
    """The course's reference output of a lesson, by file stem (l19, l19-main, ...)."""
    return lambda name: (EXPECTED / f"{name}.txt").read_text(encoding="utf-8")
