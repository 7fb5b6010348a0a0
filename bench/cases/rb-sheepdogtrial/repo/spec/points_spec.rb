# frozen_string_literal: true

RSpec.describe Sheepdog::Points do
  it "is out of 100" do
    expect(described_class.max_total).to eq(100)
  end

  it "keeps a phase's worth less the deductions" do
    expect(described_class.kept(:drive, 7)).to eq(23)
    expect(described_class.kept(:pen, 14)).to eq(0)
  end

  it "refuses unknown phases and negative deductions" do
    expect { described_class.kept(:gather, 1) }.to raise_error(ArgumentError)
    expect { described_class.kept(:lift, -1) }.to raise_error(ArgumentError)
  end

  it "totals only the phases reached" do
    deductions = { outrun: 2, lift: 1, fetch: 3 }
    expect(described_class.total(deductions)).to eq(94)
    expect(described_class.total(deductions, reached: %i[outrun lift])).to eq(27)
  end
end
