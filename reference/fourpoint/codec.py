"""Four Point states to and from JSON-able values (reference.codec: cards as CD-4 tokens, suits
as letters, records as objects of their fields)."""

from __future__ import annotations

from reference.codec import Codec
from reference.fourpoint.options import fourpoint_options, fourpoint_options_dict
from reference.fourpoint.state import FourPointState, HandResult, HandState

CODEC = Codec("fourpoint", FourPointState, fourpoint_options, fourpoint_options_dict, HandState, HandResult)
encode_state, decode_state, encode_result = CODEC.encode_state, CODEC.decode_state, CODEC.encode_result
