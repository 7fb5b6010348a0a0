# frozen_string_literal: true

require_relative 'towage/clock'
require_relative 'towage/vessel'
require_relative 'towage/tug'
require_relative 'towage/requirements'
require_relative 'towage/tide'
require_relative 'towage/tariff'
require_relative 'towage/dispatch'
require_relative 'towage/job_sheet'

# Harbour towage: how many tugs a ship needs, when the tide lets her in, who goes and what it costs.
module Towage
  VERSION = '0.9.2'
end
