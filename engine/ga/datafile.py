"""Reading our data files: tab-separated rows under a header of `#` comment lines."""
from __future__ import annotations

from pathlib import Path

from ..errors import DataError


def read_rows(path: Path, fields: int) -> list[list[str]]:
    """The rows of a data file, each split at tabs into `fields` cells; comments left out."""
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip() and not line.startswith("#"):
            cells = line.split("\t")
            if len(cells) != fields:
                raise DataError(f"{path.name} line {number}: expected {fields} tab-separated fields, got {len(cells)}")
            out.append(cells)
    return out
