# Carpool: split the running costs of shared car trips between the people who rode, keep a ledger of who
# paid what, and print who owes whom.
require "carpool/money"
require "carpool/trip"
require "carpool/split"
require "carpool/ledger"
require "carpool/report"

module Carpool
  VERSION = "0.4.0"
end
