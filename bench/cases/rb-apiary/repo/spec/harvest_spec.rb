# frozen_string_literal: true

RSpec.describe Apiary::Harvest do
  let(:hive) { Apiary::Hive.new(name: "Bramble", site: "Orchard", supers: 2) }

  def harvest(date, gross_kg: 12.5, moisture: 17.8, floral: :default)
    described_class.new(hive: hive, date: date, frames: 11, gross_kg: gross_kg, moisture: moisture,
                        floral: floral)
  end

  it "takes off the extraction loss" do
    expect(harvest(Date.new(2024, 7, 20)).net_kg).to eq(11.5)
  end

  it "counts whole jars" do
    expect(harvest(Date.new(2024, 7, 20)).jars).to eq(33)
    expect(harvest(Date.new(2024, 7, 20)).jars(:large)).to eq(25)
    expect(harvest(Date.new(2024, 7, 20)).jars(:small)).to eq(50)
  end

  it "refuses wet honey" do
    wet = harvest(Date.new(2024, 7, 20), moisture: 21.2)
    expect(wet).not_to be_permitted
    expect(wet.problems).to eq(["moisture 21.2% over 20.0%"])
  end

  it "allows heather honey more moisture" do
    expect(harvest(Date.new(2024, 8, 30), moisture: 21.2, floral: :heather)).to be_permitted
  end

  it "is blocked while a treatment with supers on is in the hive" do
    course = hive.treat(Apiary::TreatmentCourse.new(:formic_strips, Date.new(2024, 7, 15)))
    taken = harvest(Date.new(2024, 7, 20))
    expect(taken.blocked_by).to eq(course)
    expect(taken.problems).to eq(["Formic acid strips until 2024-07-22"])
    expect(harvest(Date.new(2024, 7, 22))).to be_permitted
  end
end
