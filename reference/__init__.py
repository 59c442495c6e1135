"""trickref: the reference implementation of Smear, Four Point NE Wisconsin Smear and Smoorverliefd.

The rules live in SPEC.md; every rule function cites the rule id it implements.
"""

__version__ = "0.1.0"
SPEC_VERSION = "0.1.0"
