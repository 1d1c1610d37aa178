"""GA's own files, for the tests that hold our quotations of them to GA's text.

A quotation is checked everywhere against the git blob id GA's repository gives the file at the pin
(the id is of the file's bytes: no copy of GA is needed); where GA's mirror is beside the checkout,
the tests also read GA's files and ids from it.
"""
import hashlib
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
GA = ROOT.parent / ".mirror" / "GuitarAlchemist+ga" / "repo"  # GA's mirror beside the checkout, where there is one
PIN = "c781df5c"


def git(*args: str) -> str | None:
    """What git says of GA's mirror at the pin, or None where the mirror (or git) is not at hand."""
    if not GA.is_dir() or shutil.which("git") is None:
        return None
    shown = subprocess.run(["git", "-C", str(GA), *args], capture_output=True)
    return shown.stdout.decode("utf-8") if shown.returncode == 0 else None


@pytest.fixture(scope="session")
def ga_file():
    """A file of GA at the pin, as text; None where GA's mirror is not at hand."""
    return lambda path: git("show", f"{PIN}:{path}")


@pytest.fixture(scope="session")
def ga_blob_id():
    """The blob id GA's repository gives a file at the pin (`git rev-parse PIN:PATH`); None without GA's mirror."""
    return lambda path: (git("rev-parse", f"{PIN}:{path}") or "").strip() or None


@pytest.fixture(scope="session")
def blob_id():
    """The blob id git gives some bytes, as `git hash-object` computes it."""
    return lambda data: hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


class NoDuplicates(yaml.BaseLoader):
    """PyYAML's base loader, refusing a key twice in a mapping as YamlDotNet does (PyYAML keeps the last)."""


def refuse_duplicates(loader, node):
    keys = [loader.construct_scalar(k) for k, _ in node.value]
    assert len(keys) == len(set(keys)), f"a key twice at line {node.start_mark.line + 1}"
    return loader.construct_mapping(node)


NoDuplicates.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, refuse_duplicates)


@pytest.fixture(scope="session")
def yamldotnet():
    """YAML text loaded as GA's YamlDotNet would load it: every value a string, a key twice in a mapping a failure."""
    return lambda text: yaml.load(text, Loader=NoDuplicates)
