"""The code passes ruff's checks (pyflakes, pycodestyle, bugbear), as configured in pyproject.toml."""
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing():
    "Assert ruff reports no problem in the project's code."
    beside = Path(sys.executable).parent / "ruff"  # the test extra's, not whatever else is on PATH
    ruff = str(beside) if beside.is_file() else shutil.which("ruff")
    assert ruff, "ruff is in the test extra: ./course test installs it"
    run = subprocess.run([ruff, "check", "--output-format", "concise", str(ROOT)], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
