# frozen_string_literal: true

require "date"

# Milk recording, breeding and milk-payment tools for a dairy herd.
module Dairyherd
  VERSION = "0.6.1"

  class Error < StandardError; end
end

require_relative "dairyherd/cow"
require_relative "dairyherd/herd"
require_relative "dairyherd/recording"
require_relative "dairyherd/breeding"
require_relative "dairyherd/payment"
require_relative "dairyherd/health"
require_relative "dairyherd/report"
