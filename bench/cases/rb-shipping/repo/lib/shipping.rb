# frozen_string_literal: true

require "shipping/parcel"
require "shipping/zones"
require "shipping/quote"
