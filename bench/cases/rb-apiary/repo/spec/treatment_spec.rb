# frozen_string_literal: true

RSpec.describe Apiary::TreatmentCourse do
  it "takes a product by name" do
    course = described_class.new(:thymol_gel, Date.new(2024, 8, 10))
    expect(course.product.name).to eq("Thymol gel")
    expect(course.end_date).to eq(Date.new(2024, 9, 7))
  end

  it "is active from the day it goes in until the day it comes out" do
    course = described_class.new(:formic_strips, Date.new(2024, 6, 1))
    expect(course.active_on?(Date.new(2024, 5, 31))).to be(false)
    expect(course.active_on?(Date.new(2024, 6, 1))).to be(true)
    expect(course.active_on?(Date.new(2024, 6, 7))).to be(true)
    expect(course.active_on?(Date.new(2024, 6, 8))).to be(false)
  end

  it "allows harvest after the withdrawal period" do
    course = described_class.new(:amitraz_strips, Date.new(2024, 8, 20))
    expect(course.end_date).to eq(Date.new(2024, 10, 1))
    expect(course.harvest_allowed_from).to eq(Date.new(2024, 10, 15))
    expect(course.blocks_harvest_on?(Date.new(2024, 10, 14))).to be(true)
    expect(course.blocks_harvest_on?(Date.new(2024, 10, 15))).to be(false)
  end

  it "does not block a harvest taken before it started" do
    course = described_class.new(:formic_strips, Date.new(2024, 8, 1))
    expect(course.blocks_harvest_on?(Date.new(2024, 7, 28))).to be(false)
  end

  it "knows the temperatures a product works in" do
    formic = Apiary::PRODUCTS.fetch(:formic_strips)
    expect(formic.suitable_temperature?(9)).to be(false)
    expect(formic.suitable_temperature?(18)).to be(true)
    expect(formic.suitable_temperature?(30)).to be(false)
    expect(Apiary::PRODUCTS.fetch(:amitraz_strips).suitable_temperature?(-2)).to be(true)
  end
end
