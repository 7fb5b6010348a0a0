require "minitest/autorun"
require "haberdashery"

module Fixtures
  module_function

  def linen
    Haberdashery::Fabric.new(code: "lin", name: "Natural linen", width_cm: 140, price: 1800)
  end

  def floral
    Haberdashery::Fabric.new(code: "ctn", name: "Ditsy floral cotton", width_cm: 112, price: 1200, repeat_cm: 32)
  end

  def jersey
    Haberdashery::Fabric.new(code: "jer", name: "Cotton jersey", width_cm: 150, price: 1450)
  end

  def buttons
    Haberdashery::Notion.new(code: "but", name: "Horn buttons 20mm", unit_price: 60, pack_size: 6, pack_price: 300)
  end

  def zip
    Haberdashery::Notion.new(code: "zip", name: "Concealed zip 22cm", unit_price: 250)
  end
end
