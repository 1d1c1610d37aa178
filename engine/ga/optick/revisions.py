"""The two revisions of GA's voicing search the course runs: the pin, and a model of main.

At the pin (a826864, read from snapshot c781df5c) the corpus document's root is its first
played string's note (`VoicingDocumentFactory.cs` 37), the chord query carries no interval-class
vector (`MusicalQueryEncoder.cs` 52-60) and nine MODAL names are not found
(`ModalVectorService.cs` 52-104).

Main (f4f5b4a) is not available. `MAIN` is the brief's model M2 (ga-voicing-pipeline.md, section
6): the pin's pipeline with three switches, every one **inferred** from the course's main
outputs, none read in main's code:

1. the corpus's MODAL and ROOT partitions use the root GA's recognizer gives the voicing (the
   first played string's note still, for sets the recognizer names by Forte number: untested);
2. the chord query's STRUCTURE carries the chord's interval-class vector, as the corpus's does;
3. the eight MODAL names written with a natural, sharp or flat sign resolve (Diminished stays
   unset). This one rests on a single figure, l19-main's 50-candidate D -> A row.

Switches 1 and 2 explain the 0.6000 top score of chord queries on main (l21-main) and that all
15 candidates of every chord are exact (l19-main); switch 3 only the D -> A row.

The search's ChordName filter changed too (`chord_filter`; `engine.ga.search.chord_names` says
what is read and what is inferred): at the pin a stored name passes when it contains the asked
quality and the voicing's lowest note is the asked root; on main when the stored name's own root
and quality are the asked ones (lesson 16 quotes main's `OptickSearchStrategy.cs` 307-319).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Revision:
    """How a revision of GA builds the index and the chord query, and filters on a chord name."""

    name: str
    corpus_root: str  # "first-played" (the top note) or "recognized" (the chord's root)
    query_icv: bool  # does the chord query's STRUCTURE carry the interval-class vector?
    all_mode_names: bool  # do the mode names with a natural, sharp or flat sign resolve?
    chord_filter: str = "quality-in-name"  # how the ChordName filter reads a stored name: or "root-and-quality"


PIN = Revision("pin", corpus_root="first-played", query_icv=False, all_mode_names=False)
MAIN = Revision("main", corpus_root="recognized", query_icv=True, all_mode_names=True,  # M2, inferred
                chord_filter="root-and-quality")  # quoted by lesson 16
REVISIONS = {r.name: r for r in (PIN, MAIN)}
