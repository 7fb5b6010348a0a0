require 'date'

module Dispensary
  class Error < StandardError; end
end

require 'dispensary/medicine'
require 'dispensary/patient'
require 'dispensary/prescription'
require 'dispensary/charges'
require 'dispensary/refills'
require 'dispensary/label'
