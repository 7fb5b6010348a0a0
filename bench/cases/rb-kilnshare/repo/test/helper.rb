require "minitest/autorun"
require "kilnshare"

module Fixtures
  def bowl = Kilnshare::Piece.new(name: "bowl", width_cm: 18, depth_cm: 18)
  def platter = Kilnshare::Piece.new(name: "platter", width_cm: 30, depth_cm: 30)
  def mug = Kilnshare::Piece.new(name: "mug", width_cm: 9, depth_cm: 9)
end
