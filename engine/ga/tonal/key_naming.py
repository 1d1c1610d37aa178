"""KeyNaming: the key a root and mode resolve to among `Key.Items`, its signature in words, its relative key.

Follows, at the pin (snapshot c781df5c; unchanged on main, lesson 9's page says),
`Common/GA.Business.ML/Agents/KeyNaming.cs`: ResolveKey (37-40: the first key of the mode whose
root equals the one asked, ignoring case), DescribeKeySignature (43-49) and RelativeKeyName
(55-65: the first key of the other mode with the same pitch classes). `Key.Items` lists the flat
keys first, so a sharp key whose relative has a flat twin gets the flat one: B major's relative
minor is Ab minor, G# minor's relative major Cb major. ScaleInfoSkill names keys through it.
"""
from __future__ import annotations

from .keys import MAJOR, MINOR, Key, key_items
from ..dotnet_text import trim, upper_invariant


def resolve_key(root: str, minor: bool) -> Key | None:
    """ResolveKey: the key of that mode and root, the root compared ignoring case; None if none.

    >>> resolve_key("cb", False).notes, resolve_key("G#", False)
    (('Cb', 'Db', 'Eb', 'Fb', 'Gb', 'Ab', 'Bb'), None)
    """
    mode, wanted = (MINOR if minor else MAJOR), upper_invariant(trim(root))
    return next((k for k in key_items() if k.mode == mode and upper_invariant(k.root) == wanted), None)


def describe_signature(key: Key) -> str:
    """DescribeKeySignature: "no sharps or flats", "1 flat", "5 sharps"."""
    count = abs(key.signature)
    if count == 0:
        return "no sharps or flats"
    return f"{count} {'sharp' if key.signature > 0 else 'flat'}{'s' if count > 1 else ''}"


def relative_key_name(key: Key) -> str:
    """RelativeKeyName: the first key of the other mode with the same pitch classes, or "none".

    >>> relative_key_name(resolve_key("B", False)), relative_key_name(resolve_key("C", False))
    ('Ab minor', 'A minor')
    """
    pcs = set(key.pitch_classes)
    sibling = next((k for k in key_items() if k.mode != key.mode and set(k.pitch_classes) == pcs), None)
    return "none" if sibling is None else sibling.name
