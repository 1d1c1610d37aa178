"""The data files' seals: every quoted file is sealed, and a read checks its rows against the seal."""
import pytest

from engine import DataError
from engine.ga import datafile

HEADER = "# Source: GuitarAlchemist/ga at c781df5c, X.cs 1-2\n# Format: a<TAB>b\n# Copyright (c) GuitarAlchemist contributors, MIT License\n"


@pytest.mark.parametrize("path", datafile.data_files(), ids=lambda p: datafile.shown(p))
def test_every_data_file_of_the_engine_is_sealed_as_it_is(path):
    "Assert each quoted data file's rows match its seal, whichever code reads it."
    assert datafile.read_text(path)


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
    with pytest.raises(DataError, match=r"x\.json\.seal:1: the rows differ from those sealed"):
        datafile.read_text(path)


def test_sealing_refuses_rows_of_different_widths(tmp_path):
    "Assert a tab-separated file whose rows differ in width is not sealed, and the message names the row."
    path = tmp_path / "x.tsv"
    path.write_text(HEADER + "a\tb\nc\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"x\.tsv:5: expected 2 tab-separated fields, got 1: 'c'"):
        datafile.seal(path)
