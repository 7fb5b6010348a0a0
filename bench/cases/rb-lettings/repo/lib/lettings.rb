require "date"

require "lettings/money"
require "lettings/property"
require "lettings/tenancy"
require "lettings/deposits"
require "lettings/ledger"
require "lettings/fees"
require "lettings/statement"
require "lettings/notices"

# Tools for a small lettings agency: tenancies, deposits, the rent ledger,
# management fees, landlord statements and notice dates.
module Lettings
  class Error < StandardError; end
end
