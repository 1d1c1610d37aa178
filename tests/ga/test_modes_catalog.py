"""GA's modes catalogs: Modes.yaml as ModesConfig reads it, and the reduction of the atonal catalog, against GA's files."""
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from engine.ga.modes import atonal_families, by_forte_number, by_icv, modal_families, modes_yaml
from engine.ga.modes.atonal import DATA, reduce
from engine.ga.datafile import read_rows

ROOT = Path(__file__).resolve().parents[2]
GA = ROOT.parent / ".mirror" / "GuitarAlchemist+ga" / "repo"  # GA's mirror beside the checkout, where there is one
PIN = "c781df5c"
HEADER_LINES = 11  # our header above GA's first line


def ga_file(path: str) -> str | None:
    """A file of GA at the pin, when GA's mirror is at hand."""
    if not GA.is_dir() or shutil.which("git") is None:
        return None
    shown = subprocess.run(["git", "-C", str(GA), "show", f"{PIN}:{path}"], capture_output=True)
    return shown.stdout.decode("utf-8") if shown.returncode == 0 else None


def test_modes_yaml_as_modes_config_reads_it():
    """Assert 31 families with modes, 165 modes, and the eight names a sharp sign cuts."""
    families = modal_families()
    assert len(families) == 31 and sum(len(f.modes) for f in families) == 165
    names = {m.name for f in families for m in f.modes}
    assert {"Lydian #6", "Lydian Dominant #5"}.isdisjoint(names) and {"Locrian #6", "Lydian #2"} <= names


class NoDuplicates(yaml.BaseLoader):
    """PyYAML's base loader, refusing a key twice in a mapping as YamlDotNet does."""


def refuse_duplicates(loader, node):
    keys = [loader.construct_scalar(k) for k, _ in node.value]
    assert len(keys) == len(set(keys)), f"a key twice at line {node.start_mark.line + 1}"
    return loader.construct_mapping(node)


NoDuplicates.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, refuse_duplicates)


def test_modes_yaml_has_no_key_twice_and_no_null_where_gas_fields_are_read():
    """Assert YamlDotNet would load the file (no duplicate key) and no name or notes is a YAML null."""
    data = yaml.load(modes_yaml(), Loader=NoDuplicates)
    for family in data["ModalFamilies"]:
        for mode in family["Modes"]:
            assert mode["Name"] not in ("null", "~", "") and mode.get("Notes") not in ("null", "~")


def test_modes_yaml_is_gas_file():
    """Assert our Modes.yaml is GA's, line for line, between our header and our seal's row hashes, without GA's BOM."""
    ga = ga_file("Common/GA.Business.Config/Modes.yaml")
    if ga is None:
        pytest.skip("GA's mirror is not beside the checkout")
    ours = modes_yaml().split("\n")[HEADER_LINES:]
    assert ga.startswith("\ufeff") and not any(line.startswith("#") for line in ga.split("\n"))
    assert [line for line in ours if not line.startswith("# Row hashes:")] == ga[1:].split("\n")


def test_the_atonal_reduction_is_faithful():
    """Assert the two data files hold exactly the rows reduce() makes from GA's AtonalModalFamilies.yaml."""
    ga = ga_file("Common/GA.Business.Config/AtonalModalFamilies.yaml")
    if ga is None:
        pytest.skip("GA's mirror is not beside the checkout")
    families, modes = reduce(ga)
    assert [tuple(r) for r in read_rows(DATA / "atonal_families.tsv", 8)] == families
    assert [tuple(r) for r in read_rows(DATA / "atonal_modes.tsv", 4)] == modes


def test_the_atonal_catalog():
    """Assert 200 families, one per vector, 147 unnamed, 6 symmetric of six different sizes."""
    families = atonal_families()
    assert len(families) == len({f.icv for f in families}) == 200
    assert sum(f.unnamed for f in families) == 147
    symmetric = [f for f in families if f.symmetric]
    assert len(symmetric) == len({f.note_count for f in symmetric}) == 6  # the vector never orders two of them
    assert all(len(f.modes) == min(f.mode_count, 12) for f in families)


@pytest.mark.parametrize("icv, name", [("<2 5 4 3 6 1>", "Major Scale Family"), ("  <2 5 4 3 6 1> ", "Major Scale Family"),
                                       ("<2 5 4 3 6 2>", None), ("<2  5 4 3 6 1>", None)])
def test_by_icv(icv, name):
    """Assert a vector is looked up as written, trimmed: no other spacing."""
    found = by_icv(icv)
    assert (found.name if found else None) == name


def test_by_forte_number():
    """Assert a Forte number is looked up trimmed, in any of a family's labels (GA writes no Z: 4-14 and 4-15 share one)."""
    assert [f.name for f in by_forte_number("7-29")] == ["Family-7-29"]
    assert [f.name for f in by_forte_number(" 4-15 ")] == ["All Interval Tetrachord Family"]
    assert by_forte_number("6-Z29") == ()
