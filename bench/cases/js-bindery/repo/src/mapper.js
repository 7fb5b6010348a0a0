'use strict';

function toJob(row) {
  return {
    id: row.id,
    customerId: row.customer_id,
    title: row.title,
    pages: row.page_count,
    copies: row.copies,
    cover: row.cover,
    orderedOn: row.ordered_on,
    dueOn: row.due_on,
  };
}

function toCustomer(row) {
  return {
    id: row.id,
    name: row.name,
    trade: Boolean(row.is_trade),
  };
}

module.exports = { toJob, toCustomer };
