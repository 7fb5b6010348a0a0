RSpec.describe Treesurvey::Schedule do
  it "inspects high-risk trees every year and low-risk trees every three years" do
    expect(described_class.next_due(tree("T002"))).to eq(Date.new(2026, 6, 1))
    expect(described_class.next_due(tree("T001"))).to eq(Date.new(2027, 3, 10))
    expect(described_class.next_due(tree("T005"))).to eq(Date.new(2026, 5, 5))
  end

  it "lists the overdue trees, longest overdue first" do
    expect(described_class.overdue(survey, on: Date.new(2026, 7, 1)).map(&:id)).to eq(%w[T004 T005 T002])
  end

  it "lists the inspections due in a period" do
    due = described_class.due_between(survey, Date.new(2026, 1, 1), Date.new(2026, 12, 31))
    expect(due.map(&:id)).to eq(%w[T004 T005 T002])
  end
end
