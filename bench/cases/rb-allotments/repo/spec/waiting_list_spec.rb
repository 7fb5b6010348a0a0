# frozen_string_literal: true

RSpec.describe Allotments::WaitingList do
  subject(:list) { described_class.new(districts: Fixtures::DISTRICTS) }

  let(:ada) { resident("Ada Price") }
  let(:bea) { resident("Bea Cole") }
  let(:tom) { visitor("Tom Hale") }
  let(:half) { Allotments::Plot.new("2", site: "Meadow Lane", area: 125) }
  let(:full) { Allotments::Plot.new("1", site: "Meadow Lane", area: 250) }

  before do
    list.add(tom, applied_on: Date.new(2022, 1, 5))
    list.add(bea, applied_on: Date.new(2023, 6, 1), band: :full)
    list.add(ada, applied_on: Date.new(2023, 2, 1))
  end

  it "puts residents first, then the earliest applicants" do
    expect(list.ordered.map(&:tenant)).to eq([ada, bea, tom])
    expect(list.position(tom)).to eq(3)
  end

  it "offers a plot to the first applicant who wants its size" do
    expect(list.next_for(full)).to eq(ada)
    list.accept(ada)
    expect(list.next_for(half)).to eq(tom)
    expect(list.next_for(full)).to eq(bea)
  end

  it "drops an applicant after two refusals" do
    list.refuse(ada)
    expect(list).to include(ada)
    list.refuse(ada)
    expect(list).not_to include(ada)
    expect(list.size).to eq(2)
  end

  it "will not add anyone twice" do
    expect { list.add(ada, applied_on: Date.new(2024, 1, 1)) }.to raise_error(ArgumentError)
  end
end
