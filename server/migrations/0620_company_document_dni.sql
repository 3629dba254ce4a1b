-- Argentina's company document is a DNI in the tenants config (src/tenants/tenants.ts; the spec's company document types,
-- RUT, CNPJ, NIT, RFC and RUC, name none for Argentina). The check refused it, so no Argentinian company could register.
ALTER TABLE companies DROP CONSTRAINT companies_company_document_type_check;
ALTER TABLE companies ADD CONSTRAINT companies_company_document_type_check
  CHECK (company_document_type IN ('RUT', 'CNPJ', 'NIT', 'RFC', 'RUC', 'DNI'));
