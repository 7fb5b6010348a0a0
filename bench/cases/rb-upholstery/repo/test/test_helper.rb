require "minitest/autorun"
require "upholstery"

module Fixtures
  module_function

  def linen
    Upholstery::Fabric.new(name: "Oatmeal linen", width_cm: 137, price_per_metre: 2_400)
  end

  def strawberry_thief
    Upholstery::Fabric.new(name: "Strawberry Thief", width_cm: 137, price_per_metre: 5_850, repeat_cm: 36)
  end

  def velvet
    Upholstery::Fabric.new(name: "Moss velvet", width_cm: 140, price_per_metre: 4_200)
  end
end
