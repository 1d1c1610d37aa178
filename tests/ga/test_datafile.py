"""The data files' seals: every quoted file is sealed, and a read checks its rows against the seal."""
import pytest

from engine import DataError
from engine.ga import datafile

HEADER = "# Source: GuitarAlchemist/ga at c781df5c, X.cs 1-2\n# Format: a<TAB>b\n# Copyright (c) GuitarAlchemist contributors, MIT License\n"


@pytest.mark.parametrize("path", datafile.data_files(), ids=lambda p: datafile.shown(p))
def test_every_data_file_of_the_engine_is_sealed_as_it_is(path):
    "Assert each quoted data file's rows match its seal, whichever code reads it."
    assert datafile.read_text(path)


@pytest.mark.parametrize("path", datafile.data_files(), ids=lambda p: datafile.shown(p))
def test_every_data_file_of_the_engine_names_its_edited_row(path):
    "Assert each quoted data file's seal carries its rows' hashes (the old format cannot say which row was edited)."
    seal = datafile.seal_of(path, datafile.read(path))
    assert seal is not None and len(seal.row_hashes) == seal.rows, f"reseal it: {datafile.seal_command(path)}"


def test_sealing_writes_the_count_and_hash_above_gas_notice(tmp_path):
    "Assert a seal goes above the MIT notice, counts the rows and lets the file be read."
    path = tmp_path / "x.tsv"
    path.write_text(HEADER + "a\tb\n\nc\td\n", encoding="utf-8")
    seal = datafile.seal(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[2] == f"{seal} (python -m engine.ga.datafile seal PATH after an edit)" and seal.rows == 2
    assert datafile.read_rows(path, 2) == [["a", "b"], ["c", "d"]]


def test_a_format_without_comments_is_sealed_beside_it(tmp_path):
    "Assert a JSON file keeps its seal in NAME.seal, and an edit of it fails naming that file."
    path = tmp_path / "x.json"
    path.write_text('["a",\n "b"]\n', encoding="utf-8")
    datafile.seal(path)
    assert (tmp_path / "x.json.seal").read_text().startswith("# Seal: 2 rows, sha256 ")
    path.write_text('["a",\n "c"]\n', encoding="utf-8")
    with pytest.raises(DataError, match=r"x\.json:2: this row differs from the one sealed \(row 2 of 2\)"):
        datafile.read_text(path)
    (tmp_path / "x.json.seal").write_text((tmp_path / "x.json.seal").read_text().splitlines()[0] + "\n")  # the old format
    with pytest.raises(DataError, match=r"x\.json\.seal:1: the rows differ from those sealed"):
        datafile.read_text(path)


def test_sealing_refuses_rows_of_different_widths(tmp_path):
    "Assert a tab-separated file whose rows differ in width is not sealed, and the message names the row."
    path = tmp_path / "x.tsv"
    path.write_text(HEADER + "a\tb\nc\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"x\.tsv:5: expected 2 tab-separated fields, got 1: 'c'"):
        datafile.seal(path)


def test_a_seal_ends_the_file_with_its_rows_hashes_and_a_new_seal_replaces_them(tmp_path):
    "Assert sealing ends the file with each row's hash, 16 to a line, and sealing again writes them anew, once."
    path = tmp_path / "x.tsv"
    path.write_text(HEADER + "".join(f"r{n}\tv\n" for n in range(20)), encoding="utf-8")
    datafile.seal(path)
    path.write_text(path.read_text(encoding="utf-8") + "r20\tv\n", encoding="utf-8")  # a row added after the hashes
    datafile.seal(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    hashes = [line for line in lines if line.startswith("# Row hashes: ")]
    assert lines[-2:] == hashes and [len(h.split()) - 3 for h in hashes] == [16, 5]
    assert " ".join(hashes).replace("# Row hashes: ", "").split() == [datafile.row_hash(f"r{n}\tv") for n in range(21)]


@pytest.mark.parametrize("edit, line, said", [
    (lambda rows: rows[:7] + ["r7\tV"] + rows[8:], 12, "this row differs from the one sealed (row 8 of 20)"),
    (lambda rows: rows[:3] + ["r3\tV", "r4\tV"] + rows[5:], 8, "this row differs from the one sealed (row 4 of 20), "
     "and so does the next row"),
    (lambda rows: rows[:5] + rows[6:], 10, "19 rows where its seal (line 3) says 20: the file is cut short or rows were "
     "removed; 1 sealed row missing before this one"),
    (lambda rows: rows[:12] + ["new\tv"] + rows[12:], 17, "21 rows where its seal (line 3) says 20: rows were added; "
     "this row was not sealed (1 row added here)"),
])
def test_an_edited_file_names_the_row_that_changed(tmp_path, edit, line, said):
    "Assert a row edited, removed or added is named at its line, from the rows' hashes the seal wrote."
    path = tmp_path / "x.tsv"
    path.write_text(HEADER + "".join(f"r{n}\tv\n" for n in range(20)), encoding="utf-8")
    datafile.seal(path)
    text = path.read_text(encoding="utf-8")
    head, rows, tail = text.split("r0\tv\n")[0], [f"r{n}\tv" for n in range(20)], text.split("r19\tv\n")[1]
    path.write_text(head + "".join(row + "\n" for row in edit(rows)) + tail, encoding="utf-8")
    again = f"restore it, or if the change is meant, seal it again: `python -m engine.ga.datafile seal {path}`"
    with pytest.raises(DataError) as raised:
        datafile.read_rows(path, 2)
    assert str(raised.value) == f"{path}:{line}: {said}; {again}"


def test_a_file_sealed_in_the_old_format_is_read_and_an_edit_of_it_says_so(tmp_path):
    "Assert a seal without its rows' hashes (the old format) still reads, and an edit fails at the seal's line, saying why no row is named."
    path = tmp_path / "x.tsv"
    path.write_text(HEADER + "a\tb\nc\td\n", encoding="utf-8")
    datafile.seal(path)
    old = "".join(line for line in path.read_text(encoding="utf-8").splitlines(True) if not line.startswith("# Row hashes"))
    path.write_text(old, encoding="utf-8")
    assert datafile.read_rows(path, 2) == [["a", "b"], ["c", "d"]]
    path.write_text(old.replace("c\td", "c\tD"), encoding="utf-8")
    with pytest.raises(DataError, match=r"x\.tsv:3: the rows differ from those sealed \(sha256 [0-9a-f]{12}…\): a row was "
                                        r"edited \(sealed before its rows' hashes were, so the row is not named\); restore"):
        datafile.read_rows(path, 2)
