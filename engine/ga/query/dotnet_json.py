"""JSON text as GA's tools write it with System.Text.Json's defaults, indented or compact.

The default encoder escapes every non-ASCII character and the HTML-sensitive ones as \\uXXXX
(upper-case hex), and keys keep the order they are given in. Only byte equality needs this;
parsed, the JSON is the same as json.dumps gives.
"""
from __future__ import annotations

import json

# JavaScriptEncoder.Default escapes these ASCII characters too.
HTML_SENSITIVE = frozenset('"&\'+<>`')
SHORT_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def dotnet_json(value, indented: bool = False) -> str:
    """The JSON text System.Text.Json writes for a value of dicts, lists, strings and numbers.

    >>> dotnet_json({"a": "it’s", "b": [1, None, True]})
    '{"a":"it\\\\u2019s","b":[1,null,true]}'
    >>> print(dotnet_json({"tags": ["jazz"], "empty": []}, indented=True))
    {
      "tags": [
        "jazz"
      ],
      "empty": []
    }
    """
    return _write(value, "  " if indented else None, 0, {})


def _write(value, indent: str | None, depth: int, written: dict) -> str:
    if isinstance(value, dict):
        # An object that recurs (a progression's repeated chord) is written once per depth.
        key = (id(value), depth)
        if key not in written:
            items = [f"{_string(str(k))}:{' ' if indent else ''}{_write(v, indent, depth + 1, written)}"
                     for k, v in value.items()]
            written[key] = _block("{", "}", items, indent, depth)
        return written[key]
    if isinstance(value, (list, tuple)):
        return _block("[", "]", [_write(v, indent, depth + 1, written) for v in value], indent, depth)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, Single):
        return single_text(value)
    return json.dumps(value)


class Single(float):
    """A .NET float (System.Single): written with the fewest digits that read back as the same float32."""


def single_text(value: float) -> str:
    """A float32's shortest round-trip text, as .NET writes it ("0.92", "1", "1E-05").

    >>> single_text(0.9200000166893005), single_text(1.0), single_text(1e-05), single_text(0.0001)
    ('0.92', '1', '1E-05', '0.0001')
    """
    import numpy as np  # only JSON with floats needs it

    f = np.float32(value)
    if f != 0 and not 1e-4 <= abs(f) < 1e15:  # .NET writes an exponent below 10^-4
        mantissa, _, exponent = np.format_float_scientific(f, unique=True, trim="-").partition("e")
        return f"{mantissa}E{int(exponent):+03d}"
    return np.format_float_positional(f, unique=True, trim="-")


def _block(opening: str, closing: str, items: list[str], indent: str | None, depth: int) -> str:
    if not items:
        return opening + closing
    if indent is None:
        return opening + ",".join(items) + closing
    inner = "\n" + indent * (depth + 1)
    return opening + inner + ("," + inner).join(items) + "\n" + indent * depth + closing


def _string(text: str) -> str:
    return '"' + "".join(_escape(ch) for ch in text) + '"'


def _escape(ch: str) -> str:
    if ch in SHORT_ESCAPES:
        return SHORT_ESCAPES[ch]
    if ch in HTML_SENSITIVE or ord(ch) < 0x20 or ord(ch) > 0x7E:
        return "".join(f"\\u{unit:04X}" for unit in _utf16_units(ch))
    return ch


def _utf16_units(ch: str) -> list[int]:
    data = ch.encode("utf-16-be")
    return [int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2)]
