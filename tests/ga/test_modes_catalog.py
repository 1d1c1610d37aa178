"""GA's modes catalogs: Modes.yaml as ModesConfig reads it, and the reduction of the atonal catalog, against GA's files."""
import pytest

from engine.ga.modes import atonal_families, by_forte_number, by_icv, modal_families, modes_yaml
from engine.ga.modes.atonal import DATA, reduce
from engine.ga.datafile import read_rows

HEADER_LINES = 11  # our header above GA's first line
MODES_YAML = "Common/GA.Business.Config/Modes.yaml"
MODES_YAML_BLOB = "4ecdaff023d84af6885dd8e91623ff4e3578cdfd"  # its blob id at the pin (git rev-parse c781df5c:PATH)
BOM = "\ufeff"  # GA's file starts with one; ours does not


def test_modes_yaml_as_modes_config_reads_it():
    """Assert 31 families with modes, 165 modes, and the eight names a sharp sign cuts."""
    families = modal_families()
    assert len(families) == 31 and sum(len(f.modes) for f in families) == 165
    names = {m.name for f in families for m in f.modes}
    assert {"Lydian #6", "Lydian Dominant #5"}.isdisjoint(names) and {"Locrian #6", "Lydian #2"} <= names


def test_modes_yaml_has_no_key_twice_and_no_null_where_gas_fields_are_read(yamldotnet):
    """Assert YamlDotNet would load the file (no duplicate key) and no name or notes is a YAML null."""
    data = yamldotnet(modes_yaml())
    for family in data["ModalFamilies"]:
        for mode in family["Modes"]:
            assert mode["Name"] not in ("null", "~", "") and mode.get("Notes") not in ("null", "~")


def test_modes_yaml_is_gas_file(blob_id):
    """Assert our Modes.yaml, between our header and our seal's row hashes, is GA's file at the pin byte for byte but
    for GA's byte-order mark: the same git blob."""
    ours = [line for line in modes_yaml().split("\n")[HEADER_LINES:] if not line.startswith("# Row hashes:")]
    assert blob_id((BOM + "\n".join(ours)).encode("utf-8")) == MODES_YAML_BLOB


def test_modes_yaml_blob_is_gas(ga_blob_id, ga_file):
    """Assert the blob id Modes.yaml is checked against is the one GA's repository gives the file at the pin."""
    if ga_blob_id(MODES_YAML) is None:
        pytest.skip("GA's mirror is not beside the checkout")
    assert ga_blob_id(MODES_YAML) == MODES_YAML_BLOB and ga_file(MODES_YAML).startswith(BOM)


def test_the_atonal_reduction_is_faithful(ga_file):
    """Assert the two data files hold exactly the rows reduce() makes from GA's AtonalModalFamilies.yaml."""
    ga = ga_file("Common/GA.Business.Config/AtonalModalFamilies.yaml")
    if ga is None:
        pytest.skip("GA's mirror is not beside the checkout")
    families, modes = reduce(ga)
    assert [tuple(r) for r in read_rows(DATA / "atonal_families.tsv", 8)] == families
    assert [tuple(r) for r in read_rows(DATA / "atonal_modes.tsv", 4)] == modes


def family_yaml(icv: str, name: str, forte: str, subfamilies: str, analogs: list[str]) -> str:
    """A family of our own in the shape of GA's AtonalModalFamilies.yaml, one mode per analog given."""
    modes = "".join(f'      - Position: {n}\n        PitchClasses: "0 {n + 1}"\n        PitchClassSetId: {n}\n'
                    f"        TonalAnalog: {analog}\n        Aliases: []\n" for n, analog in enumerate(analogs))
    return (f'  - IntervalClassVector: "{icv}"\n    FamilyName: "{name}"\n    ForteNumbers: {forte}\n'
            f"    TonalSubfamilies: {subfamilies}\n    NoteCount: 2\n    DistinctModeCount: {len(analogs)}\n"
            f"    IsSymmetric: false\n    PrimeModeId: 3\n    Modes:\n{modes}")


def test_reduce_reads_each_family_as_the_loader_does():
    """Assert reduce() keeps each family's printed fields, lists joined, its modes counted, and the first twelve modes,
    a blank or "null" analog read as none (toStringOption)."""
    text = "# a comment\nFamilies:\n" + family_yaml("<1 0 0 0 0 0>", "Family-x", '["2-1", "2-1b"]', "[]",
                                                       ["null", '""', '"Ionian"'] + ["null"] * 10)
    text += family_yaml("<0 1 0 0 0 0>", "Whole Tone Pair", '["2-2"]', '["Whole Tone Pair", "Other"]', ['"null"'])
    families, modes = reduce(text)
    assert families == [("<1 0 0 0 0 0>", "Family-x", "2-1, 2-1b", "", "2", "13", "false", "13"),
                        ("<0 1 0 0 0 0>", "Whole Tone Pair", "2-2", "Whole Tone Pair, Other", "2", "1", "false", "1")]
    assert len(modes) == 12 + 1 and modes[:3] == [("<1 0 0 0 0 0>", "0", "0 1", ""), ("<1 0 0 0 0 0>", "1", "0 2", ""),
                                                  ("<1 0 0 0 0 0>", "2", "0 3", "Ionian")]
    assert modes[-1] == ("<0 1 0 0 0 0>", "0", "0 1", "")


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
