# Bridgescore: score a duplicate bridge session. Each table's result on a board (contract, declarer,
# tricks) is scored by the rules of contract bridge, then compared across the room by matchpoints or
# converted to IMPs against a datum.
require "bridgescore/contract"
require "bridgescore/board"
require "bridgescore/score"
require "bridgescore/result"
require "bridgescore/imps"
require "bridgescore/matchpoints"
require "bridgescore/traveller"

module Bridgescore
  VERSION = "0.3.0"
end
