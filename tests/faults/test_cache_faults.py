"""Entries of the engine's disk cache edited on disk: each fails its seal and is computed again, with a line
in the log, and a reader gets the figure the engine computes, never the edited one.

One case edits a cached report between two `./course build` of the small site; the other zeroes a
cached block of lesson 3's OPTIC-K index between two runs of `python -m engine l3`.
"""
from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from fault_site import ROOT, course, make_site

pytestmark = pytest.mark.build
AGAIN = "fails its seal (edited or damaged on disk): computed again"


def sealed_parts(path: Path) -> tuple[bytes, bytes]:
    """A cache file's seal line (with its line end) and the content it seals."""
    seal, newline, content = path.read_bytes().partition(b"\n")
    return seal + newline, content


def test_a_cached_report_edited_on_disk_is_computed_again(tmp_path):
    "Assert a figure edited in a cached report is not published: the next `./course build` passes (exit 0), says which file failed its seal, and the page shows the figure computed."
    site, cache = make_site(tmp_path), tmp_path / "cache"
    first = course(site, "build", cache=cache)
    assert first.returncode == 0, first.stderr
    report = next(p for p in cache.glob("report-*.json") if b'"lesson": "l98", "at": "pin"' in p.read_bytes())
    seal, content = sealed_parts(report)
    assert content.count(b"15360") > 0
    report.write_bytes(seal + content.replace(b"15360", b"15369"))  # valid JSON, its seal as it was
    second = course(site, "build", cache=cache)
    assert second.returncode == 0, second.stderr
    assert f"INFO    -  macros: cache/{report.name} {AGAIN}" in second.stderr.splitlines()
    home = (site / "site" / "index.html").read_text(encoding="utf-8")
    assert "15,360" in home and "15,369" not in home


def test_a_cached_array_edited_on_disk_is_computed_again(tmp_path, expected):
    "Assert a zeroed block of lesson 3's index in the cache is computed again: `python -m engine l3` exits 0, prints the course's output and names the file on stderr."
    shutil.copytree(ROOT / "engine", tmp_path / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tmp_path), "ENGINE_CACHE": "on",
           "ENGINE_CACHE_DIR": str(tmp_path / "cache"), "PYTHONDONTWRITEBYTECODE": "1", "HOME": os.environ.get("HOME", "/")}

    def l3() -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "engine", "l3"], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=300)

    assert l3().returncode == 0
    for report in (tmp_path / "cache").glob("report-*.json"):
        report.unlink()  # so that the lesson is computed again, from the index's cached blocks
    block = next((tmp_path / "cache").glob("optick-lesson3-pin-root-*.npy"))
    seal, content = sealed_parts(block)
    zeros = io.BytesIO()
    np.save(zeros, np.zeros_like(np.load(io.BytesIO(content))))
    block.write_bytes(seal + zeros.getvalue())
    run = l3()
    assert (run.returncode, run.stdout) == (0, expected("l3"))
    assert run.stderr == f"engine: cache/{block.name} {AGAIN}\n"
