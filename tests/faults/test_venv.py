"""`./course` in a copy of the project never installs the copy into another checkout's environment.

A copy whose `.venv` links to the project's (or whose `.venv/bin/python` is another environment's)
would otherwise reinstall the editable package from the copy there, and every build and test of the
project would then run the copy's engine. Each case's Python is a stand-in that logs what it is asked
and installs nothing, so a guard that failed would still touch no real environment.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from fault_site import ROOT

PIP = "-m pip install -q --disable-pip-version-check -e .[test]"


def stand_in_python(venv: Path, prefix: Path, log: Path) -> None:
    """A `.venv` whose python logs its arguments, says `prefix` is its environment, and does nothing else."""
    (venv / "bin").mkdir(parents=True)
    python = venv / "bin" / "python"
    python.write_text(f'#!/bin/sh\necho "$*" >> "{log}"\nif [ "$1" = -c ]; then echo "{prefix}"; fi\n')
    python.chmod(0o755)
    (venv / ".installed").touch()


def checkout(folder: Path) -> Path:
    """The course script and a pyproject.toml newer than any environment's stamp: `./course` wants to install."""
    folder.mkdir()
    shutil.copy(ROOT / "course", folder / "course")
    (folder / "pyproject.toml").write_text("[project]\nname = 'copy'\n")
    later = (folder / "pyproject.toml").stat().st_mtime + 10
    os.utime(folder / "pyproject.toml", (later, later))
    return folder


def course(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(folder / "course"), *args], cwd=folder, capture_output=True, text=True, timeout=60)


def test_a_copy_whose_venv_links_to_another_checkouts_is_refused(tmp_path):
    "Assert `./course build` in a copy whose .venv is a link to another checkout's stops at once, naming it, and runs nothing there."
    log, other = tmp_path / "python.log", tmp_path / "project" / ".venv"
    stand_in_python(other, other, log)
    copy = checkout(tmp_path / "copy")
    (copy / ".venv").symlink_to(other)
    run = course(copy, "build")
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.startswith(f"course: .venv is a link to {other}, not an environment of this checkout's own "
                                 f"({copy.resolve()}/.venv). Installing this checkout into it would make")
    assert not log.exists() and not (copy / ".site-builds").exists()


def test_a_venv_whose_python_is_another_environments_is_not_installed_into(tmp_path):
    "Assert `./course` will not install into a .venv whose Python belongs to another environment: it asks, then refuses."
    log, elsewhere = tmp_path / "python.log", tmp_path / "project" / ".venv"
    copy = checkout(tmp_path / "copy")
    stand_in_python(copy / ".venv", elsewhere, log)
    os.utime(copy / ".venv" / ".installed", (0, 0))
    run = course(copy, "test")
    assert run.returncode == 1
    assert run.stderr.startswith(f"course: .venv is {elsewhere}'s Python, not an environment of this checkout's own")
    assert log.read_text().splitlines() == ["-c import sys; print(sys.prefix)"]


def test_an_environment_of_its_own_holding_another_checkout_is_installed_again(tmp_path):
    "Assert `./course` installs its own .venv again when the editable package there maps the engine to another checkout's."
    log = tmp_path / "python.log"
    copy = checkout(tmp_path / "copy")
    own = copy.resolve() / ".venv"
    stand_in_python(copy / ".venv", own, log)
    site_packages = copy / ".venv" / "lib" / "python3.11" / "site-packages"
    site_packages.mkdir(parents=True)
    (site_packages / "__editable___ga_ai_0_1_finder.py").write_text(
        f"MAPPING: dict[str, str] = {{'engine': '{tmp_path}/project/engine', 'macros': '{tmp_path}/project/macros'}}\n")
    (copy / ".venv" / ".installed").touch()
    os.utime(copy / "pyproject.toml", (0, 0))  # nothing else asks for an install
    course(copy, "bench")
    assert log.read_text().splitlines() == ["-c import sys; print(sys.prefix)", PIP, "-m bench"]
