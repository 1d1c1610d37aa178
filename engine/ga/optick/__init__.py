"""GA's OPTIC-K embedding of voicings: the schema, the partitions, the index and the chord query.

`index.lesson3_index(at)` is the index the course's program reads; `query.encode` makes chord
queries; `revisions` holds the pin's and the model of main's differences.
"""
