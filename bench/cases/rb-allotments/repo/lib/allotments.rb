# frozen_string_literal: true

require_relative "allotments/money"
require_relative "allotments/plot"
require_relative "allotments/tenant"
require_relative "allotments/rent"
require_relative "allotments/invoice"
require_relative "allotments/waiting_list"
require_relative "allotments/inspection"
require_relative "allotments/society"

# Allotments keeps the books of an allotment society: its plots, tenants,
# rents, waiting list and cultivation inspections.
module Allotments
  VERSION = "0.4.0"
end
