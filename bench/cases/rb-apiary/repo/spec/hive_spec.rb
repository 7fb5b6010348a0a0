# frozen_string_literal: true

RSpec.describe Apiary::Hive do
  let(:hive) { described_class.new(name: "Bramble", site: "Orchard", brood_boxes: 1) }

  def inspection(date, brood)
    Apiary::Inspection.new(date: date, brood_frames: brood, queen_seen: true)
  end

  it "counts brood frames by hive type" do
    expect(hive.brood_capacity).to eq(11)
    double = described_class.new(name: "Dock", site: "Orchard", type: :langstroth, brood_boxes: 2)
    expect(double.brood_capacity).to eq(20)
  end

  it "keeps inspections in date order" do
    hive.record(inspection(Date.new(2024, 5, 20), 7))
    hive.record(inspection(Date.new(2024, 5, 6), 5))
    expect(hive.last_inspection.date).to eq(Date.new(2024, 5, 20))
    expect(hive.inspections.map(&:brood_frames)).to eq([5, 7])
  end

  it "is due for inspection when the month's interval has passed" do
    hive.record(inspection(Date.new(2024, 5, 6), 5))
    expect(hive.inspection_due?(Date.new(2024, 5, 12))).to be(false)
    expect(hive.inspection_due?(Date.new(2024, 5, 13))).to be(true)
  end

  it "is never due out of season" do
    expect(hive.inspection_due?(Date.new(2024, 12, 1))).to be(false)
    expect(hive.inspection_due?(Date.new(2024, 4, 1))).to be(true)
  end

  it "needs space when the brood box is mostly brood" do
    hive.record(inspection(Date.new(2024, 5, 6), 9))
    expect(hive.brood_fill).to be_within(0.001).of(0.818)
    expect(hive).to be_needs_space
  end

  it "refuses a treatment that cannot go on with supers" do
    hive.add_super
    course = Apiary::TreatmentCourse.new(:thymol_gel, Date.new(2024, 8, 1))
    expect { hive.treat(course) }.to raise_error(ArgumentError, /Thymol gel cannot be used with supers/)
    expect(hive.treatments).to be_empty
  end

  it "is under treatment while a course is active" do
    hive.treat(Apiary::TreatmentCourse.new(:formic_strips, Date.new(2024, 8, 1)))
    expect(hive.under_treatment?(Date.new(2024, 8, 3))).to be(true)
    expect(hive.under_treatment?(Date.new(2024, 8, 9))).to be(false)
  end

  it "cannot take off a super it does not have" do
    expect { hive.remove_super }.to raise_error(RuntimeError, /no supers/)
  end
end
