# Book-keeping for a custom grist mill: farmers bring grain, the miller takes a
# toll, grinds the rest and hands back flour, bran and middlings in sacks.
require "gristmill/grains"
require "gristmill/toll"
require "gristmill/extraction"
require "gristmill/sacks"
require "gristmill/stones"
require "gristmill/orders"
require "gristmill/mill_run"
require "gristmill/ledger"
